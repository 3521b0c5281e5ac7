import { useState } from 'react';
import { APPOINTMENT_STATUSES, type TAppointmentStatus } from '../../../src-shared/enums';
import type { TAppointment } from '../../../src-shared/schemas/appointments';
import { appointmentDisplayStatus } from '../../shared/appointment-status';
import { appointmentStatusPalette } from '../../shared/status-palette';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { ConfirmDialog } from '../records/ConfirmDialog';
import { notifyRefusal } from '../records/notify-refusal';
import { StatusMenu } from '../records/StatusMenu';
import { overlapOf } from './overlap';

const ITEM_LABELS: Record<TAppointmentStatus, string> = { Confirmed: 'Confirm', Upcoming: 'Mark Upcoming', Cancelled: 'Cancel appointment' };

/**
 * Confirms, cancels or restores an appointment. Restoring a cancelled one whose time its animal or
 * staff user has booked since is refused by the server (409); staff are shown its message and asked
 * "Book anyway?" and, if so, it is sent again with allowOverlap.
 */
export function AppointmentStatusMenu({ appointment, today }: { appointment: TAppointment; today: string }) {
  const update = trpc.appointments.update.useMutation();
  const [clash, setClash] = useState<{ status: TAppointmentStatus; text: string } | null>(null);
  const shown = appointmentDisplayStatus(appointment, today);

  const change = async (status: TAppointmentStatus, allowOverlap = false) => {
    try {
      await update.mutateAsync({ id: appointment.id, version: appointment.version, status, ...(allowOverlap ? { allowOverlap: true } : {}) });
      setClash(null);
      notify('success', {
        title: 'Appointment updated',
        description: `${appointment.animalName}’s ${appointment.appointmentType.toLowerCase()} is now ${status}.`,
      });
    } catch (error) {
      const overlap = overlapOf(error);
      if (overlap !== null && !allowOverlap) {
        setClash({ status, text: overlap });
        return;
      }
      setClash(null);
      notifyRefusal(error, 'The appointment was not changed:');
    }
  };

  return (
    <>
      <StatusMenu
        record={`${appointment.animalName}’s ${appointment.appointmentType.toLowerCase()} at ${appointment.time}`}
        shown={shown}
        palette={appointmentStatusPalette(shown)}
        current={appointment.status}
        options={APPOINTMENT_STATUSES}
        itemLabel={(status) => ITEM_LABELS[status]}
        busy={update.isPending && clash === null}
        onChoose={(status) => void change(status)}
      />
      <ConfirmDialog
        open={clash !== null}
        title="Book anyway?"
        description={`${clash?.text ?? ''} Both appointments will stand.`}
        confirmLabel="Book anyway"
        busy={update.isPending}
        onConfirm={() => clash && void change(clash.status, true)}
        onCancel={() => setClash(null)}
      />
    </>
  );
}
