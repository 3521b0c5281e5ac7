/**
 * The behaviour note an application leaves on its animal, linked to it (`application`): the
 * animal's history shows who applied and when, and the link keeps the note from the public and
 * from the roles that may not read applications.
 */
export const arrivalNoteText = (applicantName: string) => `Adoption application received from ${applicantName}`;
