import type { Receipt } from '@carshop/contract/receipt';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useOrderReceiptsQuery, useReceiptFileMutation } from '../api';

/** "45,869.45 USD": a receipt's amount as the PDF prints it, with the currency's code. */
const amountOf = (receipt: Receipt) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(receipt.amount)} ${receipt.currency}`;

/**
 * The order's numbered receipts (ADR 056), one per payment and refund, each a PDF to download: on the customer's
 * order page and in the admin's order dialog. Nothing when there is none and `hideEmpty`.
 */
export function OrderReceipts({ orderId, hideEmpty = false }: { orderId: string; hideEmpty?: boolean }) {
  const query = useOrderReceiptsQuery(orderId);
  if (hideEmpty && query.data?.data.length === 0) return null;
  return (
    <QueryState
      query={query}
      data={query.data?.data}
      failure="The receipts could not be loaded."
      errorClassName="p-4 sm:p-4"
      empty={
        <p className="text-sm text-slate-600">No receipts yet: one is issued for each payment and refund.</p>
      }
      skeleton={
        <LoadingBlock label="Loading the receipts" className="grid gap-2" skeletons={['h-9 w-full']} />
      }
    >
      {(receipts) =>
        receipts.length === 0 ? (
          <p className="text-sm text-slate-600">
            No receipts yet: one is issued for each payment and refund.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Receipts">
            {receipts.map((receipt) => (
              <ReceiptRow key={receipt._id} receipt={receipt} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const [fetchFile, { isLoading }] = useReceiptFileMutation();
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      const url = await fetchFile(receipt._id).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${receipt.label}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify.error(errorMessage(error, 'The receipt could not be downloaded.'));
    } finally {
      setSaving(false);
    }
  };
  const what = receipt.kind === 'refund' ? 'Refund' : 'Payment';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm">
      <span className="grid">
        <span className="font-semibold text-slate-900">
          {what} receipt {receipt.label}
        </span>
        <span className="text-slate-600">
          {amountOf(receipt)} · {formatDate(receipt.issuedAt)}
        </span>
      </span>
      <Button type="button" variant="outline" size="sm" onClick={download} disabled={isLoading || saving}>
        <Download aria-hidden="true" />
        {isLoading || saving ? 'Downloading…' : 'Download PDF'}{' '}
        <span className="sr-only">of receipt {receipt.label}</span>
      </Button>
    </li>
  );
}
