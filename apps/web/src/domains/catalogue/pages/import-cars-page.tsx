import { CAR_CSV_COLUMNS, type CarImportResult } from '@carshop/contract/car-import';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useImportCarsMutation } from '../api';
import { ImportPreview, importSummary } from '../components/import-preview';
import { cataloguePaths } from '../paths';

/** A file field a finger can hit on a touch screen (the base layer's 44 px leaves file inputs to their page). */
const FILE_INPUT = 'pointer-coarse:h-11';

/**
 * Import cars from a CSV (issue 31, ADR 063): choose the file (and a zip of its pictures), read the preview (rows in
 * error say the column and why), fix the file and preview it again, then import all of it at once.
 */
export function ImportCarsPage() {
  usePageTitle('Import Cars');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File | null>(null);
  const [preview, setPreview] = useState<CarImportResult | null>(null);
  const [done, setDone] = useState<CarImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useImportCarsMutation();

  const run = async (commit: boolean) => {
    if (!file) return;
    setFailure(null);
    try {
      const result = (await send({ file, pictures: pictures ?? undefined, commit }).unwrap()).data;
      if (commit) {
        setDone(result);
        setPreview(null);
      } else setPreview(result);
    } catch (error) {
      setFailure(errorMessage(error, 'The file could not be read. Try again.'));
    }
  };
  const choose = (set: (file: File | null) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.target.files?.[0] ?? null);
    setPreview(null);
    setDone(null);
    setFailure(null);
  };
  const writes = preview ? preview.summary.add + preview.summary.update : 0;
  const canImport = preview !== null && preview.summary.error === 0 && writes > 0;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Import Cars</h1>
        <p className="mt-1 text-sm text-slate-600">
          A CSV file with a header row of these columns: {CAR_CSV_COLUMNS.join(', ')}. A row whose VIN or
          stock number is already a car's updates that car; any other row adds a car. Nothing is written until
          you import, and then every row or none.
        </p>
      </div>

      <form
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run(false);
        }}
      >
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            required
            className={FILE_INPUT}
            onChange={choose(setFile)}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-pictures`}>Pictures (zip, optional)</Label>
          <Input
            id={`${id}-pictures`}
            type="file"
            accept=".zip,application/zip"
            className={FILE_INPUT}
            aria-describedby={`${id}-pictures-hint`}
            onChange={choose(setPictures)}
          />
          <p id={`${id}-pictures-hint`} className="text-xs text-slate-600">
            The files the images column names (separated by |).
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={!file || isLoading}>
            <FileUp aria-hidden="true" />
            {isLoading && !preview ? 'Reading…' : 'Preview'}
          </Button>
        </div>
        <div className="sm:col-span-2">
          <FormAlert message={failure} />
        </div>
      </form>

      {done && (
        <section aria-labelledby={`${id}-done`} className="grid gap-3 rounded-lg bg-green-50 p-4">
          <h2 id={`${id}-done`} className="font-semibold text-green-900" role="status">
            Imported: {importSummary(done)}
          </h2>
          <ButtonLink to={cataloguePaths.dashboardCars} variant="outline" className="w-fit">
            See the cars
          </ButtonLink>
        </section>
      )}

      {preview && (
        <section aria-labelledby={`${id}-preview`} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id={`${id}-preview`} className="text-lg font-semibold text-slate-900">
                Preview
              </h2>
              <p className="text-sm text-slate-600" role="status">
                {importSummary(preview)}
              </p>
            </div>
            <Button type="button" onClick={() => void run(true)} disabled={!canImport || isLoading}>
              {isLoading
                ? 'Importing…'
                : `Import ${writes.toLocaleString('en-US')} ${writes === 1 ? 'car' : 'cars'}`}
            </Button>
          </div>
          {preview.summary.error > 0 && (
            <p className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              Fix the rows in error in your file, choose it again and preview it: nothing is imported while a
              row is in error.
            </p>
          )}
          <ImportPreview result={preview} />
        </section>
      )}
    </div>
  );
}
