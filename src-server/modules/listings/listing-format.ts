import type { TListingSite } from '../../../src-shared/schemas/listings.js';
import type { TListingAnimal } from './listed-animals.js';

/** What a run knows that the files depend on besides the animals. */
export interface TListingOptions {
  /** The shelter's day (ages). */
  today: string;
  adoptionFeeCents: number;
  petfinderShelterId: string | undefined;
}

/** A listing site's layout: one CSV of a row per listed animal, and any files that describe it. */
export interface TListingFormat {
  site: TListingSite;
  csvName(options: TListingOptions): string;
  header: readonly string[];
  row(animal: TListingAnimal, options: TListingOptions): string[];
  /** Files beside the CSV, written first (Adopt-a-Pet's import.cfg). */
  extraFiles(): { name: string; text: string }[];
}
