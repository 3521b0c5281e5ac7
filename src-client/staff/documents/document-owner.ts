/** Whose documents these are: an animal's or a person's (documents.list takes either). */
export type TDocumentOwner = { animalId: number } | { personId: number };

/** Where a document about the owner is uploaded. */
export const documentsPath = (owner: TDocumentOwner): string =>
  'animalId' in owner ? `/api/animals/${owner.animalId}/documents` : `/api/people/${owner.personId}/documents`;
