import type { FieldError as ApiFieldError } from '@carshop/contract/api';
import {
  checkTestDrive,
  type Enquiry,
  type OpeningHoursAnswer,
  questionFormSchema,
  testDriveFormSchema,
} from '@carshop/contract/enquiry';
import { addDays } from '@carshop/contract/opening-hours';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormAlert } from '@/components/ui/form-alert';
import { FIELD, fieldOf, TextareaField, TextField } from '@/components/ui/form-field';
import { LoadingBlock } from '@/components/ui/loading-block';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useOpeningHoursQuery, useSendEnquiryMutation } from '../api';
import type { EnquiryCar, EnquiryKind } from '../enquiry-kind';
import type { EnquiryFields } from './enquiry-fields';
import { TestDriveFields } from './test-drive-fields';

type EnquiryFormProps = {
  kind: EnquiryKind;
  car: EnquiryCar;
  /** A signed-in customer's name and email, to start from. */
  sender: { name: string; email: string } | undefined;
  onPendingChange: (pending: boolean) => void;
  onSent: (enquiry: Enquiry, message: string) => void;
};

/** The question form at once; the test-drive form once the shop's hours are known. */
export function EnquiryForm(props: EnquiryFormProps) {
  if (props.kind === 'question') return <Form {...props} hours={undefined} />;
  return <WithOpeningHours {...props} />;
}

function WithOpeningHours(props: EnquiryFormProps) {
  const query = useOpeningHoursQuery();
  const hours = query.data?.data;
  if (query.isError) {
    return (
      <ErrorPanel
        message={errorMessage(query.error, 'The opening hours could not be loaded.')}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  if (!hours) {
    return (
      <LoadingBlock
        label="Loading the opening hours"
        className="grid gap-4"
        skeletons={['h-16 w-full', 'h-16 w-full', 'h-16 w-full']}
      />
    );
  }
  return <Form {...props} hours={hours} />;
}

/** The server's per-field messages (`body.preferredDate`) as the form's fields. */
function fieldErrorsOf(error: unknown): ApiFieldError[] {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as ApiFieldError[]) : [];
}

function Form({
  kind,
  car,
  sender,
  hours,
  onPendingChange,
  onSent,
}: EnquiryFormProps & { hours: OpeningHoursAnswer | undefined }) {
  const [send, { isLoading }] = useSendEnquiryMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const carName = `${car.brand} ${car.model} (${car.year})`;
  const resolver = useMemo(
    () =>
      (hours
        ? // The shop's "today" is the day before the first bookable one: the browser's clock may disagree.
          zodResolver(
            testDriveFormSchema.superRefine(checkTestDrive(hours.days, () => addDays(hours.firstDate, -1))),
          )
        : zodResolver(questionFormSchema)) as unknown as Resolver<EnquiryFields>,
    [hours],
  );
  const form = useForm<EnquiryFields>({
    resolver,
    defaultValues: {
      name: sender?.name ?? '',
      email: sender?.email ?? '',
      phone: '',
      message: kind === 'test-drive' ? `I would like to test drive the ${carName}.` : '',
      preferredDate: '',
      preferredTime: '',
    },
  });
  const field = fieldOf(form);
  const { handleSubmit, setError } = form;
  useEffect(() => onPendingChange(isLoading), [isLoading, onPendingChange]);

  const onSubmit = async (values: EnquiryFields) => {
    setRefusal(null);
    const common = { name: values.name, email: values.email, phone: values.phone, message: values.message };
    try {
      const result = await send(
        kind === 'test-drive'
          ? {
              ...common,
              type: kind,
              carId: car._id,
              preferredDate: values.preferredDate,
              preferredTime: values.preferredTime,
            }
          : { ...common, type: kind, carId: car._id },
      ).unwrap();
      onSent(result.data, result.message);
    } catch (error) {
      let placed = false;
      for (const field of fieldErrorsOf(error)) {
        const name = field.path.replace(/^body\./, '') as keyof EnquiryFields;
        if (!(name in values)) continue;
        setError(name, { message: field.message });
        placed = true;
      }
      // A message about a field shows beside it; anything else (a car gone, too many) above the buttons.
      if (placed) return;
      const message = errorMessage(error);
      setRefusal(message);
      notify.error(message);
    }
  };

  const id = (name: string) => `enquiry-${kind}-${name}`;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('name')} {...FIELD.name} {...field('name')} />
        <TextField id={id('email')} {...FIELD.email} {...field('email')} />
      </div>
      <TextField
        id={id('phone')}
        label={kind === 'test-drive' ? 'Phone' : 'Phone (optional)'}
        type="tel"
        autoComplete="tel"
        required={kind === 'test-drive'}
        hint={kind === 'test-drive' ? 'We call you on it to confirm the time.' : undefined}
        {...field('phone')}
      />
      {hours ? <TestDriveFields form={form} hours={hours} carId={car._id} idOf={id} /> : null}
      <TextareaField
        id={id('message')}
        label="Message"
        rows={kind === 'test-drive' ? 2 : 4}
        required
        placeholder={
          kind === 'question' ? `What would you like to know about the ${car.brand} ${car.model}?` : undefined
        }
        {...field('message')}
      />
      <FormAlert message={refusal} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isLoading}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pending={isLoading}>
          {kind === 'test-drive' ? 'Request test drive' : 'Send question'}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
