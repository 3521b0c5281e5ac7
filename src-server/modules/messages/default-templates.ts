import type { TMessageTemplateKind } from '../../../src-shared/schemas/messages.js';
import { AAHA_LOOKUP_URL } from '../../../src-shared/microchips.js';

/**
 * What each message says until an admin changes it (Settings → Messages), and the placeholders it
 * may name. A line naming a placeholder with no value is left out (render.ts), so the defaults put
 * each optional detail (a reason, a phone number, a microchip) on a line of its own.
 */

/** The shelter's own details, which every message to the public may name. */
const ORGANIZATION = ['organizationName', 'organizationPhone', 'organizationEmail', 'organizationAddress', 'openingHours'] as const;

export const TEMPLATE_PLACEHOLDERS: Readonly<Record<TMessageTemplateKind, readonly string[]>> = {
  applicationReceived: ['applicantName', 'animalName', 'reference', ...ORGANIZATION],
  applicationApproved: ['applicantName', 'animalName', 'reference', ...ORGANIZATION],
  applicationDeclined: ['applicantName', 'animalName', 'reference', 'reason', ...ORGANIZATION],
  adoptionCompleted: ['adopterName', 'animalName', 'adoptionDate', 'vaccinationList', 'microchip', 'microchipRegistry', ...ORGANIZATION],
  newApplications: ['recipientName', 'applicationCount', 'applicationList', 'organizationName'],
  appointmentReminders: ['recipientName', 'date', 'appointmentCount', 'appointmentList', 'organizationName'],
  fosterEnding: ['recipientName', 'placementCount', 'placementList', 'organizationName'],
};

const CONTACT = [
  '{organizationName}',
  '{organizationAddress}',
  'Phone: {organizationPhone}',
  'E-mail: {organizationEmail}',
  'Opening hours: {openingHours}',
].join('\n');

const paragraphs = (...texts: string[]) => texts.join('\n\n');

export const DEFAULT_TEMPLATES: Readonly<Record<TMessageTemplateKind, { subject: string; body: string }>> = {
  applicationReceived: {
    subject: 'We received your application for {animalName}',
    body: paragraphs(
      'Dear {applicantName},',
      'Thank you for applying to adopt {animalName}. Your application has arrived safely; its reference is {reference}. Please keep it handy if you contact us about it.',
      'What happens next: a member of our team reads every application in person, usually within a few days. We may call or write to you with a few questions, and we will let you know our decision by e-mail.',
      'If you would like to meet {animalName} in the meantime, you are welcome to visit us during our opening hours.',
      'Warm wishes,',
      CONTACT,
    ),
  },
  applicationApproved: {
    subject: 'Good news about {animalName}',
    body: paragraphs(
      'Dear {applicantName},',
      'We are happy to tell you that your application to adopt {animalName} (reference {reference}) has been approved.',
      'Please come to the shelter during our opening hours to meet {animalName} again and complete the adoption. Please bring:',
      '- a photo ID\n- a proof of your address (a recent bill or lease)\n- your landlord’s written permission, if you rent your home\n- a carrier or a leash and collar, to take {animalName} home safely',
      'If you have any question before your visit, just reply to this e-mail or call us.',
      'We look forward to seeing you,',
      CONTACT,
    ),
  },
  applicationDeclined: {
    subject: 'Your application for {animalName}',
    body: paragraphs(
      'Dear {applicantName},',
      'Thank you for your interest in adopting {animalName} and for the time you took over your application (reference {reference}).',
      'After careful thought, we are sorry to tell you that we cannot go ahead with this adoption.',
      '{reason}',
      'This is not a judgement of you: every match depends on the animal’s needs as much as on the home. Many animals are waiting for a family, and we would be glad to help you find one who suits you.',
      'With our thanks and best wishes,',
      CONTACT,
    ),
  },
  adoptionCompleted: {
    subject: 'Welcome home, {animalName}',
    body: paragraphs(
      'Dear {adopterName},',
      'Congratulations, and thank you for adopting {animalName} on {adoptionDate}. We hope you have many happy years together.',
      'The vaccinations {animalName} received with us:\n{vaccinationList}',
      'Microchip number: {microchip}\nPlease register the chip in your name with {microchipRegistry} as soon as you can, so {animalName} can come back to you if ever lost. If you are unsure which registry holds it, you can search at ' +
        AAHA_LOOKUP_URL,
      'Keep this e-mail with {animalName}’s papers for your vet. If you have any question as {animalName} settles in, we are here to help.',
      'With warm wishes,',
      CONTACT,
    ),
  },
  newApplications: {
    subject: '{applicationCount} new adoption application(s)',
    body: paragraphs('Hello {recipientName},', 'New applications have arrived at {organizationName}:', '{applicationList}'),
  },
  appointmentReminders: {
    subject: 'Tomorrow’s appointments ({appointmentCount})',
    body: paragraphs('Hello {recipientName},', 'The appointments at {organizationName} tomorrow, {date}:', '{appointmentList}'),
  },
  fosterEnding: {
    subject: 'Foster placements ending soon ({placementCount})',
    body: paragraphs('Hello {recipientName},', 'These foster placements end in the next 3 days:', '{placementList}'),
  },
};
