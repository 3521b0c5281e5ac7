/**
 * Where each paper prints (routes.tsx, under /print): opened in a tab of its own, so the console
 * keeps its state.
 */
export const printHref = {
  kennelCard: (animalId: number) => `/print/kennel-cards?animal=${animalId}`,
  locationKennelCards: (locationId: number) => `/print/kennel-cards?location=${locationId}`,
  flyer: (animalId: number) => `/print/animals/${animalId}/flyer`,
  vaccinationCertificate: (animalId: number) => `/print/animals/${animalId}/vaccinations`,
  adoptionContract: (adoptionId: number) => `/print/adoptions/${adoptionId}/contract`,
  receipt: (transactionId: number) => `/print/transactions/${transactionId}/receipt`,
};

/** A link's attributes that open a paper in a new tab. */
export const newTab = { target: '_blank', rel: 'noopener' } as const;
