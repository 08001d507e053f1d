import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { selectToken } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';

/**
 * Downloads a CSV export of the API (`path`: the audit log, the cars, the orders) with the filters on screen. The
 * file needs the access token, which a plain link cannot send: it is fetched, then handed to the browser as a
 * download, under the name the server gives it.
 */
export function ExportCsvButton({
  path,
  params = {},
  label = 'Export CSV',
}: {
  path: `/api/${string}`;
  params?: Record<string, string | undefined>;
  label?: string;
}) {
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams(
        Object.entries(params).filter((pair): pair is [string, string] => Boolean(pair[1])),
      );
      const response = await fetch(`${path}?${query}`, {
        headers: token ? { authorization: token } : {},
      });
      if (!response.ok) throw new Error(response.statusText);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notify.error('The export could not be made. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={download} disabled={busy}>
      <Download aria-hidden="true" />
      {busy ? 'Exporting…' : label}
    </Button>
  );
}
