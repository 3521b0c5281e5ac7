import { useState } from 'react';
import type { TAppointment } from '../../../src-shared/schemas/appointments';
import { appointmentDisplayStatus } from '../../shared/appointment-status';
import { appointmentStatusPalette } from '../../shared/status-palette';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { ConfirmDialog } from '../records/ConfirmDialog';
import { notifyRefusal } from '../records/notify-refusal';
import { StatusMenu } from '../records/StatusMenu';
import { appointmentChoices, CHOICE_LABELS, type TAppointmentChoice } from './appointment-choices';
import { overlapOf } from './overlap';

/**
 * The appointment's displayed status, as a menu of what staff may do next (appointment-choices.ts):
 * confirm, cancel or restore one still to come; mark what happened to today's and past ones, or
 * clear it. Restoring a cancelled one whose time its animal or staff user has booked since is
 * refused by the server (409); staff are shown its message and asked "Book anyway?" and, if so, it
 * is sent again with allowOverlap.
 */
export function AppointmentStatusMenu({ appointment, today }: { appointment: TAppointment; today: string }) {
  const format = useFormat();
  const update = trpc.appointments.update.useMutation();
  const recordOutcome = trpc.appointments.outcome.useMutation();
  const [clash, setClash] = useState<{ choice: TAppointmentChoice; text: string } | null>(null);
  const shown = appointmentDisplayStatus(appointment, today);
  const busy = update.isPending || recordOutcome.isPending;

  const send = (choice: TAppointmentChoice, allowOverlap: boolean) => {
    const base = { id: appointment.id, version: appointment.version, ...(allowOverlap ? { allowOverlap: true } : {}) };
    if (choice === 'Confirmed' || choice === 'Upcoming') return update.mutateAsync({ ...base, status: choice });
    return recordOutcome.mutateAsync({ ...base, outcome: choice === 'Not marked' ? null : choice });
  };

  const choose = async (choice: TAppointmentChoice, allowOverlap = false) => {
    try {
      const changed = await send(choice, allowOverlap);
      setClash(null);
      notify('success', {
        title: 'Appointment updated',
        description: `${appointment.animalName}’s ${appointment.appointmentType.toLowerCase()} is now ${appointmentDisplayStatus(changed, today)}.`,
      });
    } catch (error) {
      const overlap = overlapOf(error);
      if (overlap !== null && !allowOverlap) {
        setClash({ choice, text: overlap });
        return;
      }
      setClash(null);
      notifyRefusal(error, 'The appointment was not changed:');
    }
  };

  return (
    <>
      <StatusMenu
        record={`${appointment.animalName}’s ${appointment.appointmentType.toLowerCase()} at ${format.time(appointment.time)}`}
        shown={shown}
        palette={appointmentStatusPalette(shown)}
        current={shown}
        options={appointmentChoices(appointment, today)}
        itemLabel={(choice) => CHOICE_LABELS[choice]}
        busy={busy && clash === null}
        onChoose={(choice) => void choose(choice)}
      />
      <ConfirmDialog
        open={clash !== null}
        title="Book anyway?"
        description={`${format.timesIn(clash?.text ?? '')} Both appointments will stand.`}
        confirmLabel="Book anyway"
        busy={busy}
        onConfirm={() => clash && void choose(clash.choice, true)}
        onCancel={() => setClash(null)}
      />
    </>
  );
}
