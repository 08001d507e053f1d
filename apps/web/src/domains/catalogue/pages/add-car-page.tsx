import { usePageTitle } from '@/lib/use-page-title';
import { AddCarForm } from '../components/add-car-form';

export function AddCarPage() {
  usePageTitle('Add Car');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <h1 id="add-car-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Add New Car
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          The car appears in the catalogue as soon as it is saved. Every field but the image is required.
        </p>
      </div>
      <AddCarForm />
    </div>
  );
}
