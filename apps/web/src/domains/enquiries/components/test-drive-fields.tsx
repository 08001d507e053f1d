import type { OpeningHoursAnswer } from '@carshop/contract/enquiry';
import { DAY_NAMES, testDriveSlots, weekdayOf } from '@carshop/contract/opening-hours';
import type { UseFormReturn } from 'react-hook-form';
import { fieldOf, SelectField, TextField } from '@/components/ui/form-field';
import { SelectOptions } from '@/components/ui/select-options';
import { useFreeSlotsQuery } from '../api';
import type { EnquiryFields } from './enquiry-fields';

/**
 * A test drive's day (tomorrow up to 60 days ahead, as the shop counts them) and time: the half-hour slots of
 * that day's opening hours that no confirmed test drive of the car holds (GET /enquiries/free-slots). A day the
 * shop is closed says so; changing the day drops a time it does not have.
 */
export function TestDriveFields({
  form,
  hours,
  carId,
  idOf,
}: {
  form: UseFormReturn<EnquiryFields>;
  hours: OpeningHoursAnswer;
  carId: string;
  idOf: (field: string) => string;
}) {
  const { watch, setValue, getValues } = form;
  const field = fieldOf(form);
  const date = watch('preferredDate');
  const day = weekdayOf(date);
  const open = Number.isNaN(day) ? undefined : (hours.days[day] ?? null);
  const bookable = Boolean(open) && date >= hours.firstDate && date <= hours.lastDate;
  const free = useFreeSlotsQuery({ carId, date }, { skip: !bookable });
  const slots = bookable && free.data?.data.date === date ? free.data.data.slots : [];
  // A new day keeps the time only where that day has it.
  const onDayChange = () => {
    const next = hours.days[weekdayOf(getValues('preferredDate'))] ?? null;
    if (!testDriveSlots(next).includes(getValues('preferredTime'))) setValue('preferredTime', '');
  };
  const placeholder =
    open === undefined
      ? 'Choose a day first'
      : open === null
        ? `Closed on ${DAY_NAMES[day]}s`
        : bookable && free.isFetching
          ? 'Loading free times'
          : bookable && free.isError
            ? 'Free times could not be loaded'
            : slots.length === 0 && bookable
              ? 'No free time that day'
              : 'Choose a time';

  return (
    <fieldset className="grid gap-2" aria-describedby={idOf('hours')}>
      <legend className="text-sm font-medium text-slate-900">When would you like to come?</legend>
      <p id={idOf('hours')} className="text-xs text-slate-600">
        We are open {hours.summary}. A test drive starts on the hour or the half hour.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id={idOf('date')}
          label="Preferred day"
          type="date"
          min={hours.firstDate}
          max={hours.lastDate}
          required
          {...field('preferredDate', { onChange: onDayChange })}
        />
        <SelectField
          id={idOf('time')}
          label="Preferred time"
          required
          disabled={slots.length === 0}
          {...field('preferredTime')}
        >
          <option value="">{placeholder}</option>
          <SelectOptions values={slots} />
        </SelectField>
      </div>
    </fieldset>
  );
}
