import {
  ZAdoptionContract,
  ZAnimalFlyer,
  ZKennelCards,
  ZKennelCardsQuery,
  ZPrintByAdoption,
  ZPrintByAnimal,
  ZPrintByTransaction,
  ZReceipt,
  ZVaccinationCertificate,
} from '../../../src-shared/schemas/printables.js';
import { siteOrigin } from '../../plugins/site-origin.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { kennelCards } from './kennel-cards.js';
import { adoptionContract, animalFlyer, receipt, vaccinationCertificate } from './printables.service.js';

/**
 * The papers a shelter prints (docs/domain.md#printables), each answered whole for its print page.
 * Papers naming an adopter, a payer or medical details are console:read, as their records are.
 */
export const printablesRouter = router({
  kennelCards: protectedProcedure
    .meta(
      rest(
        'animals:read',
        'GET',
        '/printables/kennel-cards',
        'Kennel cards: one animal’s (animalId), or every animal in care at a location and inside it (locationId)',
        {
          tag: 'printables',
          errors: [404],
        },
      ),
    )
    .input(ZKennelCardsQuery)
    .output(ZKennelCards)
    .query(({ ctx, input }) => kennelCards(ctx.em, ctx.calendar, ctx.caches, siteOrigin(ctx.req), input)),

  flyer: protectedProcedure
    .meta(
      rest('animals:read', 'GET', '/animals/{animalId}/flyer', 'An animal’s flyer for adoption events: photo, description, a QR code to its portal page', {
        tag: 'printables',
        errors: [404],
      }),
    )
    .input(ZPrintByAnimal)
    .output(ZAnimalFlyer)
    .query(({ ctx, input }) => animalFlyer(ctx.em, ctx.calendar, siteOrigin(ctx.req), input.animalId)),

  vaccinationCertificate: protectedProcedure
    .meta(
      rest('console:read', 'GET', '/animals/{animalId}/vaccination-certificate', 'An animal’s vaccination certificate, from its vaccination records', {
        tag: 'printables',
        errors: [404],
      }),
    )
    .input(ZPrintByAnimal)
    .output(ZVaccinationCertificate)
    .query(({ ctx, input }) => vaccinationCertificate(ctx.em, ctx.calendar, siteOrigin(ctx.req), input.animalId)),

  adoptionContract: protectedProcedure
    .meta(
      rest(
        'console:read',
        'GET',
        '/adoptions/{adoptionId}/contract',
        'The adoption contract, with Settings → Printing’s terms filled in; reprintable whatever the adoption’s status',
        {
          tag: 'printables',
          errors: [404],
        },
      ),
    )
    .input(ZPrintByAdoption)
    .output(ZAdoptionContract)
    .query(({ ctx, input }) => adoptionContract(ctx.em, ctx.calendar, siteOrigin(ctx.req), input.adoptionId)),

  receipt: protectedProcedure
    .meta(
      rest('console:read', 'GET', '/financial-transactions/{transactionId}/receipt', 'A receipt for a fee or a donation received (409 for an expense)', {
        tag: 'printables',
        errors: [404, 409],
      }),
    )
    .input(ZPrintByTransaction)
    .output(ZReceipt)
    .query(({ ctx, input }) => receipt(ctx.em, ctx.calendar, input.transactionId)),
});
