/** The illustrations in src-client/public/images/animals, served by the app itself (never another host). */
export const DEMO_IMAGES = [
  'dog-golden',
  'dog-black',
  'dog-shepherd',
  'dog-pit',
  'dog-beagle',
  'dog-small-tan',
  'dog-fluffy-white',
  'cat-orange',
  'cat-gray',
  'cat-black',
  'cat-calico',
  'cat-tuxedo',
  'rabbit',
  'guinea-pig',
  'bird-parakeet',
  'bird-cockatiel',
  'turtle',
  'lizard',
] as const;
export type TDemoImage = (typeof DEMO_IMAGES)[number];

export const demoImageUrl = (image: TDemoImage): string => `/images/animals/${image}.svg`;
