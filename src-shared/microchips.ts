/**
 * What a microchip number tells by itself: whether it is a well-formed number, and the likely
 * manufacturer and registry. ISO 11784/11785 chips carry a 3-digit code first: a country code
 * (below 900) or a manufacturer code (900-998) assigned by ICAR.
 */

export type TChipFormat = 'ISO 11784/11785 (15 digits)' | 'Legacy 9-digit (AVID)' | 'Legacy 10-character (125 kHz)';

export interface TChipAnalysis {
  number: string;
  valid: boolean;
  format: TChipFormat | null;
  manufacturer: string | null;
  registry: string | null;
  /** One sentence for staff: what the number means, or what is wrong with it. */
  message: string;
}

interface TMaker {
  manufacturer: string;
  registry: string;
}

export const ISO_MANUFACTURER_CODES: Readonly<Record<string, TMaker>> = {
  '985': { manufacturer: 'HomeAgain (Destron Fearing)', registry: 'HomeAgain' },
  '977': { manufacturer: 'Avid', registry: 'AVID PETtrac' },
  '981': { manufacturer: 'Datamars', registry: 'PetLink' },
  '982': { manufacturer: 'Allflex', registry: '24PetWatch' },
  '956': { manufacturer: 'Trovan', registry: 'AKC Reunite' },
  '900': { manufacturer: 'One of several smaller manufacturers (shared code 900)', registry: 'Unknown: search every registry' },
};

/** Spaces, dashes, dots and asterisks are formatting, not part of the number. */
export function normalizeChipNumber(raw: string): string {
  return raw.replace(/[\s.*-]/g, '').toUpperCase();
}

export function analyzeChipNumber(raw: string): TChipAnalysis {
  const number = normalizeChipNumber(raw);
  const result = (fields: Omit<TChipAnalysis, 'number'>): TChipAnalysis => ({ number, ...fields });
  if (/^\d{15}$/.test(number)) {
    const code = number.slice(0, 3);
    const maker = ISO_MANUFACTURER_CODES[code];
    if (maker) return result({ valid: true, format: 'ISO 11784/11785 (15 digits)', ...maker, message: `An ISO chip; code ${code} is ${maker.manufacturer}.` });
    if (Number(code) < 900) {
      return result({
        valid: true,
        format: 'ISO 11784/11785 (15 digits)',
        manufacturer: null,
        registry: 'Unknown: search every registry',
        message: `An ISO chip with country code ${code}; the manufacturer is not encoded.`,
      });
    }
    return result({
      valid: true,
      format: 'ISO 11784/11785 (15 digits)',
      manufacturer: null,
      registry: 'Unknown: search every registry',
      message: `An ISO chip with manufacturer code ${code}, which is not one of the common US makers.`,
    });
  }
  if (/^\d{9}$/.test(number)) {
    return result({
      valid: true,
      format: 'Legacy 9-digit (AVID)',
      manufacturer: 'Avid',
      registry: 'AVID PETtrac',
      message: 'A 9-digit AVID chip (older, encrypted format).',
    });
  }
  if (/^[0-9A-F]{10}$/.test(number)) {
    return result({
      valid: true,
      format: 'Legacy 10-character (125 kHz)',
      manufacturer: 'HomeAgain or AKC Reunite (125 kHz)',
      registry: 'HomeAgain or AKC Reunite',
      message: 'A 10-character 125 kHz chip, as HomeAgain and AKC Reunite sold before ISO chips.',
    });
  }
  const digits = /^\d+$/.test(number);
  return result({
    valid: false,
    format: null,
    manufacturer: null,
    registry: null,
    message:
      number.length === 0
        ? 'Enter a microchip number'
        : digits
          ? `A chip number has 15 digits (ISO), 9 digits or 10 characters; this one has ${number.length}.`
          : 'A chip number has digits only (ISO, 9-digit) or 10 hexadecimal characters.',
  });
}

/** The national lookup that queries the participating registries at once. */
export const AAHA_LOOKUP_URL = 'https://www.aaha.org/for-pet-parents/microchip-search/';
