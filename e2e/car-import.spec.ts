import fs from 'node:fs';
import { uniqueBrand } from './admin-api';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  signInThroughApi,
  test,
} from './fixtures';

const HEADER = 'stockNumber,brand,model,year,price,category,description,quantity,fuelType,condition';
const csvFile = (rows: string[]) => ({
  name: 'stock.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...rows].join('\n')}\n`),
});

/** Cars in and out by CSV (issue 31): a file with a bad row, its preview, the fix, the import, the export. */
test('an admin imports a CSV, fixes the row in error, imports it and exports the cars again', async ({
  page,
}, info) => {
  test.slow(); // two previews, an import and an export on a shared machine
  const brand = uniqueBrand('Csv');
  const stock = `${brand}-1`;
  const shot = async (name: string) => {
    // The desktop's picture at the width of a common laptop.
    if (info.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 800 });
    await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
  };
  await signInThroughApi(page, DEMO_ADMIN, '/dashboard/cars');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cars\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import Cars' })).toBeVisible();
  await expect(page).toHaveTitle('Import Cars | CarShop');
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await expectAccessible(page);

  // One good row, one with a year that is not a number.
  const good = `${stock},${brand},Wagon,2021,18400,Sedan,Imported from a CSV.,2,Diesel,Used`;
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([good, `${brand}-2,${brand},Roadster,soon,25900,Convertible,Second car.,1,Petrol,New`]),
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('1 to add · 0 to update · 0 unchanged · 1 with errors')).toBeVisible();
  const bad = page.getByRole('row').filter({ hasText: 'Roadster' });
  await expect(bad).toContainText('Error');
  await expect(bad).toContainText('year: Year must be a number');
  await expect(bad.getByRole('cell').first()).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Import 1 car' })).toBeDisabled();
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await shot('import-preview');

  // The dealer fixes the file and reads the preview again.
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([good, `${brand}-2,${brand},Roadster,2024,25900,Convertible,Second car.,1,Petrol,New`]),
    );
  await expect(page.getByRole('heading', { name: 'Preview' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('2 to add · 0 to update · 0 unchanged · 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 cars' }).click();
  await expect(page.getByText('Imported: 2 added · 0 updated · 0 unchanged')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See the cars' }).click();

  await expect(page).toHaveURL(/\/dashboard\/cars$/);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill(brand);
  const wagon = page.getByRole('row').filter({ hasText: brand }).filter({ hasText: 'Wagon' });
  await expect(wagon).toContainText(stock);
  await expect(wagon).toContainText('$18,400');
  await expect(page.getByRole('row').filter({ hasText: `${brand}-2` })).toContainText('Roadster');

  // The export holds them, in the columns the import reads.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cars-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'stockNumber,vin,brand,model,year,price,category,description,quantity,mileage,fuelType,transmission,condition,color,drivetrain,seats,doors,equipment,images',
  );
  expect(csv).toContain(
    `${stock},,${brand},Wagon,2021,18400,Sedan,Imported from a CSV.,2,0,Diesel,Automatic,Used,,`,
  );
  expect(csv.split('\r\n').filter((line) => line.includes(brand))).toHaveLength(2);
});
