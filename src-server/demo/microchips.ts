import type { TRandom } from './random.js';

/**
 * ISO 11784/11785 chips are 15 digits; the first three name the manufacturer, which is how a
 * found animal's registry is guessed. Manufacturer names come from the spec's list.
 */
const CHIP_MAKERS = [
  { prefix: '985', manufacturer: 'HomeAgain', registry: 'HA' },
  { prefix: '977', manufacturer: 'Avid', registry: 'AV' },
  { prefix: '981', manufacturer: 'PetLink', registry: 'PL' },
  { prefix: '981', manufacturer: 'Datamars', registry: 'PL' },
  { prefix: '982', manufacturer: '24PetWatch', registry: 'PW' },
  { prefix: '956', manufacturer: 'AKC Reunite', registry: 'AKC' },
  { prefix: '956', manufacturer: 'Trovan', registry: 'TR' },
] as const;

export interface TMicrochip {
  microchipId: string;
  microchipManufacturer: string;
  registrationId: string | null;
}

export function createMicrochips(random: TRandom): (intakeYear: string) => TMicrochip {
  const issued = new Set<string>();
  return (intakeYear) => {
    const maker = random.pick(CHIP_MAKERS);
    let microchipId: string;
    do microchipId = maker.prefix + random.digits(12);
    while (issued.has(microchipId));
    issued.add(microchipId);
    // Some chips are registered with the maker's registry, some only with the city licence office.
    const roll = random.next();
    const registrationId = roll < 0.45 ? `${maker.registry}-${random.digits(7)}` : roll < 0.65 ? `CITY-${intakeYear}-${random.digits(5)}` : null;
    return { microchipId, microchipManufacturer: maker.manufacturer, registrationId };
  };
}
