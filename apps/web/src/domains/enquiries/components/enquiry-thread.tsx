import {
  type EnquiryEntry,
  type EnquiryThread,
  enquiryNoteSchema,
  enquiryReplySchema,
} from '@carshop/contract/enquiry';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-field';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useAddEnquiryEntryMutation, useEnquiryQuery } from '../api';

/**
 * An enquiry's thread (issue 30): the shop's replies, and for staff the internal notes, oldest first. The buyer's
 * answer from their mailbox reaches the shop's inbox (Reply-To), not this list.
 */
function EnquiryEntries({ entries, staff }: { entries: readonly EnquiryEntry[]; staff: boolean }) {
  if (entries.length === 0)
    return (
      <p className="text-sm text-slate-600">
        {staff ? 'No reply or note yet.' : 'No reply yet. We answer by email, usually within a working day.'}
      </p>
    );
  return (
    <ol className="grid gap-2" aria-label={staff ? 'Replies and notes' : 'Replies from the shop'}>
      {entries.map((entry) => (
        <li
          key={entry._id}
          className={cn(
            'rounded-md border p-3 text-sm',
            entry.kind === 'note' ? 'border-amber-300 bg-amber-50' : 'border-brand-100 bg-brand-50',
          )}
        >
          <p className="mb-1 text-xs font-medium text-slate-700">
            {entry.kind === 'note'
              ? `Internal note by ${entry.author} (the buyer never sees it)`
              : staff
                ? `Reply by ${entry.author}, mailed to the buyer`
                : `Reply from ${entry.author}`}
            <span className="font-normal text-slate-600"> · {formatDateTime(entry.createdAt)}</span>
          </p>
          <p className="break-words whitespace-pre-line text-slate-900">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The thread of one enquiry, loaded when shown (a dialog opened). */
export function LoadedEnquiryEntries({ id, staff }: { id: string; staff: boolean }) {
  const query = useEnquiryQuery(id);
  return (
    <QueryState
      query={query}
      data={query.data?.data}
      failure="The replies could not be loaded."
      skeleton={<LoadingBlock label="Loading the replies" skeletons={['h-16 w-full']} />}
      isEmpty={() => false}
    >
      {(thread: EnquiryThread) => <EnquiryEntries entries={thread.entries} staff={staff} />}
    </QueryState>
  );
}

const SCHEMAS = { reply: enquiryReplySchema, note: enquiryNoteSchema };

/**
 * Staff write to the thread: "Send reply" mails the buyer; "Add note" keeps it among staff. Both are checked with
 * the API's own schema before sending, and both wait (disabled) while one is saving.
 */
export function EnquiryComposer({ id }: { id: string }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [add, { isLoading, originalArgs }] = useAddEnquiryEntryMutation();
  const send = async (kind: 'reply' | 'note') => {
    const parsed = SCHEMAS[kind].safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const done = await mutateWithToast(add({ id, kind, text: parsed.data.text }));
    if (done) setText('');
  };
  const busy = (kind: 'reply' | 'note') => isLoading && originalArgs?.kind === kind;
  return (
    <div className="grid gap-2">
      <TextareaField
        id={fieldId}
        label="Write to the buyer, or a note for the team"
        hint="Send reply mails it to the buyer (their answer comes to the shop's inbox). Add note stays among staff."
        value={text}
        error={error}
        maxLength={5000}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={isLoading}
          aria-busy={busy('note')}
          onClick={() => send('note')}
        >
          {busy('note') && <Spinner />}
          Add note
        </Button>
        <Button type="button" disabled={isLoading} aria-busy={busy('reply')} onClick={() => send('reply')}>
          {busy('reply') && <Spinner />}
          Send reply
        </Button>
      </div>
    </div>
  );
}
