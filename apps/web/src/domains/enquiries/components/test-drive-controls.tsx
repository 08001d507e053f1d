import type { Enquiry, TestDriveUpdate } from '@carshop/contract/enquiry';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { SelectOptions } from '@/components/ui/select-options';
import { Spinner } from '@/components/ui/spinner';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useFreeSlotsQuery, useOpeningHoursQuery, useScheduleTestDriveMutation } from '../api';
import { formatDay } from '../lib/format-day';
import { DRIVE_STATUS_LABELS } from './enquiry-badges';

type Action = 'confirm' | 'move' | 'cancel';

/**
 * Staff work a test drive to the end (issue 30): confirm it at the time asked, move it to a free time of the car,
 * or cancel it. The buyer is mailed each time with a calendar invitation; a time another confirmed test drive of
 * the car holds is refused by the server, and the move offers only free ones.
 */
export function TestDriveControls({ enquiry }: { enquiry: Enquiry }) {
  const [schedule, { isLoading, originalArgs }] = useScheduleTestDriveMutation();
  const [action, setAction] = useState<Action>();
  const run = (next: Action, body: TestDriveUpdate) => {
    setAction(next);
    return mutateWithToast(schedule({ id: enquiry._id, ...body }));
  };
  const busy = (which: Action) => isLoading && action === which && originalArgs?.id === enquiry._id;
  const status = enquiry.driveStatus ?? 'requested';
  return (
    <section
      aria-labelledby={`${enquiry._id}-drive`}
      className="grid gap-3 rounded-md border border-violet-200 p-3"
    >
      <h3 id={`${enquiry._id}-drive`} className="text-sm font-semibold text-slate-900">
        Test drive: {DRIVE_STATUS_LABELS[status]}
        <span className="block font-normal text-slate-700">
          {enquiry.preferredDate ? formatDay(enquiry.preferredDate) : ''} at {enquiry.preferredTime}
        </span>
      </h3>
      <div className="flex flex-wrap gap-2">
        {status !== 'confirmed' ? (
          <Button
            type="button"
            disabled={isLoading || enquiry.car?._id === null}
            aria-busy={busy('confirm')}
            onClick={() => run('confirm', { status: 'confirmed' })}
          >
            {busy('confirm') && <Spinner />}
            Confirm test drive
          </Button>
        ) : null}
        {status !== 'canceled' ? (
          <Button
            type="button"
            variant="outline"
            disabled={isLoading}
            aria-busy={busy('cancel')}
            onClick={() => run('cancel', { status: 'canceled' })}
          >
            {busy('cancel') && <Spinner />}
            Cancel test drive
          </Button>
        ) : null}
      </div>
      {enquiry.car?._id ? (
        <MoveForm
          carId={enquiry.car._id}
          pending={isLoading}
          busy={busy('move')}
          onMove={(preferredDate, preferredTime) =>
            run('move', { status: 'confirmed', preferredDate, preferredTime })
          }
        />
      ) : (
        <p className="text-sm text-slate-600">The car is no longer in the shop.</p>
      )}
    </section>
  );
}

function MoveForm({
  carId,
  pending,
  busy,
  onMove,
}: {
  carId: string;
  pending: boolean;
  busy: boolean;
  onMove: (date: string, time: string) => Promise<boolean>;
}) {
  const id = useId();
  const hours = useOpeningHoursQuery().data?.data;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const inRange = Boolean(hours) && date >= (hours?.firstDate ?? '') && date <= (hours?.lastDate ?? '');
  const free = useFreeSlotsQuery({ carId, date }, { skip: !inRange });
  const slots = inRange && free.data?.data.date === date ? free.data.data.slots : [];
  const placeholder = !inRange
    ? 'Choose a day first'
    : free.isFetching
      ? 'Loading free times'
      : slots.length === 0
        ? 'No free time that day'
        : 'Choose a time';
  return (
    // A fieldset, not a form: it sits inside the dialog's status form, and forms do not nest.
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">Move the test drive</legend>
      <div className="grid items-start gap-2 sm:grid-cols-2">
        <TextField
          id={`${id}-date`}
          label="Move to day"
          type="date"
          min={hours?.firstDate}
          max={hours?.lastDate}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
        <SelectField
          id={`${id}-time`}
          label="Free time"
          value={time}
          disabled={slots.length === 0}
          onChange={(event) => setTime(event.target.value)}
        >
          <option value="">{placeholder}</option>
          <SelectOptions values={slots} />
        </SelectField>
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={pending || !time}
        onClick={async () => {
          if (await onMove(date, time)) setTime('');
        }}
        aria-busy={busy}
        className="justify-self-end"
      >
        {busy && <Spinner />}
        Move and confirm
      </Button>
    </fieldset>
  );
}
