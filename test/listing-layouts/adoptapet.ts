import type { TListingLayout } from './layout.js';
import { URL } from './layout.js';

/** Adopt-a-Pet's yes/no: "1" yes, "0" no, empty unknown. */
const YES_NO = ['1', '0'] as const;

/** Adopt-a-Pet's AutoUpload fields (its "Auto Upload" specification) in the order Shelter writes them, with their values. */
export const ADOPTAPET_LAYOUT: TListingLayout = {
  columns: [
    { name: 'Id', required: true },
    { name: 'Animal', required: true, allowed: ['Dog', 'Cat', 'Rabbit', 'Bird', 'Small Animal', 'Reptile', 'Horse', 'Farm Animal'] },
    { name: 'Breed', required: true },
    { name: 'Breed2' },
    { name: 'Purebred', allowed: YES_NO },
    { name: 'Age', allowed: ['Baby', 'Young', 'Adult', 'Senior'] },
    { name: 'Name', required: true },
    // Dogs and cats only.
    { name: 'Size', allowed: ['S', 'M', 'L', 'XL'] },
    { name: 'Sex', allowed: ['M', 'F'] },
    { name: 'Description' },
    { name: 'Status', required: true, allowed: ['Available', 'Adopted', 'Delete'] },
    ...['GoodWKids', 'GoodWCats', 'GoodWDogs', 'SpayedNeutered', 'ShotsCurrent', 'Housetrained', 'Declawed', 'SpecialNeeds'].map((name) => ({
      name,
      allowed: YES_NO,
    })),
    { name: 'HairLength', allowed: ['Hairless', 'Short', 'Medium', 'Long'] },
    { name: 'YouTubeVideoURL', allowed: URL },
    ...['PhotoURL', 'PhotoURL2', 'PhotoURL3', 'PhotoURL4'].map((name) => ({ name, allowed: URL })),
  ],
};

/** The fields import.cfg may map a column to: the layout's own. */
export const ADOPTAPET_FIELDS = ADOPTAPET_LAYOUT.columns.map((column) => column.name);

/** import.cfg's column mappings (`#n:Column=Field`, in order), or the problem with them. */
export function parseImportCfg(text: string): { columns: string[]; problems: string[] } {
  const problems: string[] = [];
  const columns: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith(';')) continue;
    const mapping = /^#(\d+):([^=]+)=(.+)$/.exec(line);
    if (!mapping) {
      // A value mapping (ours=theirs) follows the column it maps.
      if (!/^[^#=][^=]*=.+$/.test(line)) problems.push(`line "${line}" is neither a mapping nor a comment`);
      continue;
    }
    const [, n, column, field] = mapping;
    if (Number(n) !== columns.length + 1) problems.push(`#${n} out of order`);
    if (!ADOPTAPET_FIELDS.includes(field!)) problems.push(`${field} is not an Adopt-a-Pet field`);
    columns.push(column!);
  }
  return { columns, problems };
}
