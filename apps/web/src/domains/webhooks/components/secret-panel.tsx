import type { WebhookCreated } from '@carshop/contract/webhook';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

/**
 * The new endpoint's signing secret, this once (ADR 066): the server never answers it again, so the page keeps it
 * only until the admin says it is stored, and a reload loses it.
 */
export function SecretPanel({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => {
        setCopied(true);
        notify.success('Signing secret copied');
      },
      () => notify.error('Could not copy: select the secret and copy it by hand'),
    );
  return (
    <section
      aria-labelledby="new-secret"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="new-secret" className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-4" />
        Signing secret for {created.url}
      </h2>
      <p className="text-sm text-slate-800">
        Copy it into the receiving system now: it is not shown again. If it is lost, delete the endpoint and
        add it anew.
      </p>
      <code
        data-testid="webhook-secret"
        className="block rounded-md border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all select-all"
      >
        {created.secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button type="button" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}
