import { AdoptionSchema } from './modules/adoptions/adoption.entity.js';
import { AnimalIdCounterSchema } from './modules/animals/animal-id-counter.entity.js';
import { AnimalSchema } from './modules/animals/animal.entity.js';
import { CarePlanItemSchema } from './modules/care-plans/care-plan-item.entity.js';
import { ProtocolSchema } from './modules/care-plans/protocol.entity.js';
import { TreatmentCourseSchema } from './modules/care-plans/treatment-course.entity.js';
import { WeightSchema } from './modules/care-plans/weight.entity.js';
import { AuditEntrySchema } from './modules/audit/audit-entry.entity.js';
import { ApplicationSchema } from './modules/applications/application.entity.js';
import { AppointmentSchema } from './modules/appointments/appointment.entity.js';
import { SessionSchema } from './modules/auth/session.entity.js';
import { BehaviorNoteSchema } from './modules/behavior-notes/behavior-note.entity.js';
import { TransactionSchema } from './modules/finance/transaction.entity.js';
import { FosterPlacementSchema } from './modules/foster/foster-placement.entity.js';
import { HoldSchema } from './modules/journey/hold.entity.js';
import { StaySchema } from './modules/journey/stay.entity.js';
import { AnimalMoveSchema } from './modules/locations/animal-move.entity.js';
import { LocationSchema } from './modules/locations/location.entity.js';
import { NotificationReadSchema } from './modules/notifications/notification-read.entity.js';
import { MedicalRecordSchema } from './modules/medical/medical-record.entity.js';
import { OrganizationSchema } from './modules/organizations/organization.entity.js';
import { PersonSchema } from './modules/people/person.entity.js';
import { ListingExportSchema } from './modules/listings/listing-export.entity.js';
import { MessageSchema } from './modules/messages/message.entity.js';
import { PhotoSchema } from './modules/photos/photo.entity.js';
import { DocumentSchema } from './modules/documents/document.entity.js';
import { StoredFileSchema } from './storage/stored-file.entity.js';
import { SettingSchema } from './modules/settings/setting.entity.js';
import { UserSchema } from './modules/users/user.entity.js';

export const entities = [
  AnimalSchema,
  AnimalIdCounterSchema,
  MedicalRecordSchema,
  BehaviorNoteSchema,
  AdoptionSchema,
  FosterPlacementSchema,
  AppointmentSchema,
  TransactionSchema,
  UserSchema,
  SessionSchema,
  ApplicationSchema,
  SettingSchema,
  AuditEntrySchema,
  StaySchema,
  HoldSchema,
  LocationSchema,
  AnimalMoveSchema,
  OrganizationSchema,
  PersonSchema,
  NotificationReadSchema,
  ProtocolSchema,
  TreatmentCourseSchema,
  CarePlanItemSchema,
  WeightSchema,
  PhotoSchema,
  DocumentSchema,
  StoredFileSchema,
  MessageSchema,
  ListingExportSchema,
];

/** What the audit trail records: everything but its own rows and the plumbing of sessions, ID counters, who read which notification, file bytes, the outbox (its own record of what was sent) and the listing exports' runs. */
export const auditedEntities: string[] = entities
  .filter(
    (entity) =>
      entity !== SessionSchema &&
      entity !== AnimalIdCounterSchema &&
      entity !== AuditEntrySchema &&
      entity !== NotificationReadSchema &&
      entity !== StoredFileSchema &&
      entity !== MessageSchema &&
      entity !== ListingExportSchema,
  )
  .map((entity) => entity.meta.className);
