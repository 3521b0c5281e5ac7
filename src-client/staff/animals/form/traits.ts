/**
 * Traits are typed as one comma-separated line and stored as a list (docs/domain.md#validation): split on
 * commas, trimmed, blanks dropped, so empty text is an empty list.
 */
export function splitTraits(text: string): string[] {
  return text
    .split(',')
    .map((trait) => trait.trim())
    .filter((trait) => trait !== '');
}

/** The list back as the line the form edits. */
export function joinTraits(traits: readonly string[]): string {
  return traits.join(', ');
}
