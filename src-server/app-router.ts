import { adoptionsRouter } from './modules/adoptions/adoptions.router.js';
import { animalsRouter } from './modules/animals/animals.router.js';
import { applicationsRouter } from './modules/applications/applications.router.js';
import { appointmentsRouter } from './modules/appointments/appointments.router.js';
import { auditRouter } from './modules/audit/audit.router.js';
import { authRouter } from './modules/auth/auth.router.js';
import { carePlansRouter } from './modules/care-plans/care-plans.router.js';
import { protocolsRouter } from './modules/care-plans/protocols.router.js';
import { weightsRouter } from './modules/care-plans/weights.router.js';
import { behaviorNotesRouter } from './modules/behavior-notes/behavior-notes.router.js';
import { dashboardRouter } from './modules/dashboard/dashboard.router.js';
import { documentsRouter } from './modules/documents/documents.router.js';
import { feedsRouter } from './modules/feeds/feeds.router.js';
import { transactionsRouter } from './modules/finance/transactions.router.js';
import { fosterRouter } from './modules/foster/foster.router.js';
import { journeyRouter } from './modules/journey/journey.router.js';
import { listingsRouter } from './modules/listings/listings.router.js';
import { locationsRouter } from './modules/locations/locations.router.js';
import { messagesRouter } from './modules/messages/messages.router.js';
import { medicalRouter } from './modules/medical/medical.router.js';
import { microchipsRouter } from './modules/microchips/microchips.router.js';
import { notificationsRouter } from './modules/notifications/notifications.router.js';
import { organizationsRouter } from './modules/organizations/organizations.router.js';
import { partnersRouter } from './modules/organizations/partners.router.js';
import { peopleRouter } from './modules/people/people.router.js';
import { photosRouter } from './modules/photos/photos.router.js';
import { printablesRouter } from './modules/printables/printables.router.js';
import { publicRouter } from './modules/public/public.router.js';
import { reportsRouter } from './modules/reports/reports.router.js';
import { searchRouter } from './modules/search/search.router.js';
import { messageTemplatesRouter } from './modules/messages/templates.router.js';
import { settingsRouter } from './modules/settings/settings.router.js';
import { systemRouter } from './modules/system/system.router.js';
import { usersRouter } from './modules/users/users.router.js';
import { websiteRouter } from './modules/website/website.router.js';
import { router } from './trpc/procedures.js';

export const appRouter = router({
  adoptions: adoptionsRouter,
  animals: animalsRouter,
  applications: applicationsRouter,
  appointments: appointmentsRouter,
  audit: auditRouter,
  auth: authRouter,
  behaviorNotes: behaviorNotesRouter,
  carePlans: carePlansRouter,
  dashboard: dashboardRouter,
  documents: documentsRouter,
  feeds: feedsRouter,
  foster: fosterRouter,
  journey: journeyRouter,
  listings: listingsRouter,
  locations: locationsRouter,
  medical: medicalRouter,
  messages: messagesRouter,
  microchips: microchipsRouter,
  notifications: notificationsRouter,
  organizations: organizationsRouter,
  partners: partnersRouter,
  people: peopleRouter,
  photos: photosRouter,
  printables: printablesRouter,
  protocols: protocolsRouter,
  public: publicRouter,
  reports: reportsRouter,
  search: searchRouter,
  settings: settingsRouter,
  messageTemplates: messageTemplatesRouter,
  system: systemRouter,
  transactions: transactionsRouter,
  users: usersRouter,
  website: websiteRouter,
  weights: weightsRouter,
});

export type AppRouter = typeof appRouter;
