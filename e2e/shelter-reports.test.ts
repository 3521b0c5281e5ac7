import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { formatDateUs } from '../src-shared/dates.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TEuthanizers } from '../src-shared/schemas/journey.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, SETTLES } from './support/record-screens.js';
import { expectNoHorizontalScroll, statValue, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading, topBar } from './support/staff.js';

const FROM = '2026-02-01';
const TO = '2026-03-31';
const RANGE_TEXT = `${formatDateUs(FROM)} – ${formatDateUs(TO)}`;
/** Born long before the range: an adult at every intake and outcome. */
const ADULT = '2022-06-01';

/** Clicks Export CSV and answers the file the browser was handed: its name and its text, lines without the BOM. */
async function exportCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).split('\r\n') };
}

/** A table's row by its header (the inner locator of a filter is relative to each row, so it starts from the page). */
const tableRow = (table: Locator, row: string) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: row, exact: true }) });

/** A row's cells after its header. */
const rowCells = (table: Locator, row: string) => tableRow(table, row).getByRole('cell').allInnerTexts();

/** A table's cell by its row header and column header. */
async function cell(table: Locator, row: string, column: string): Promise<string> {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  return tableRow(table, row)
    .getByRole('cell')
    .nth(headers.indexOf(column) - 1)
    .innerText();
}

describeInBrowser('the shelter reports', (suite) => {
  let shelter: Promise<{ rex: TAnimal }> | undefined;
  /**
   * February and March 2026. Dogs: Rex and Scout, adult strays taken in in February; Rex adopted
   * in March, Scout in a foster home from March 15; Pip, a puppy relinquished in March and returned
   * to its owner. Cat: Misty, transferred in (in-state) in February, euthanized unhealthy-untreatable
   * in March. Other: Kiwi, a bird taken in in February, still in the shelter.
   */
  const ready = () =>
    (shelter ??= (async () => {
      const seed = await createSeeder(suite.app);
      const stray = { type: 'Stray/At large', foundLocation: 'Elm St' } as const;
      const rex = await seed.animal({ name: 'Rex', birthDate: ADULT, intakeDate: '2026-02-03', intake: stray, microchipId: '985000000009001' });
      const scout = await seed.animal({ name: 'Scout', birthDate: ADULT, intakeDate: '2026-02-10', intake: stray });
      const misty = await seed.animal({
        name: 'Misty',
        species: 'Cat',
        intakeDate: '2026-02-15',
        intake: { type: 'Transferred in', sourceOrganization: 'County Shelter', transferScope: 'In-state' },
      });
      await seed.animal({ name: 'Kiwi', species: 'Bird', intakeDate: '2026-02-20' });
      const pip = await seed.animal({
        name: 'Pip',
        birthDate: '2026-01-15',
        intakeDate: '2026-03-05',
        intake: { type: 'Relinquished by owner', ownerName: 'Dana Park' },
      });
      await seed.adoption(rex, { adoptionDate: '2026-03-10' });
      await seed.fosterPlacement(scout, { startDate: '2026-03-15' });
      await seed.request('POST', `/animals/${pip.id}/outcome`, { type: 'Returned to owner', date: '2026-03-20', destination: 'Dana Park' });
      const { people } = await seed.request<TEuthanizers>('GET', '/euthanizers');
      const vet = people[0]!;
      await seed.request('POST', `/animals/${misty.id}/outcome`, {
        type: 'Shelter euthanasia',
        date: '2026-03-25',
        condition: 'Unhealthy-Untreatable',
        performedByUserId: vet.id,
        authorizedByUserId: vet.id,
        drug: 'Pentobarbital',
        dose: '6 mL',
        reason: 'Untreatable illness',
      });
      return { rex };
    })());

  async function openSacReport(viewport?: { width: number; height: number }): Promise<Page> {
    const page = allowBusyMachine(await suite.openPage(viewport));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/reports');
    await screenHeading(page, 'Reports').waitFor();
    await page.getByLabel('Report Type').selectOption({ label: 'Shelter Animals Count Report' });
    await page.getByLabel('Time Range').selectOption({ label: 'Custom Range' });
    // Each choice in quick succession, before the screen has caught up with the one before: none is lost.
    await page.getByLabel('From', { exact: true }).fill(FROM);
    await page.getByLabel('To', { exact: true }).fill(TO);
    await expect.poll(() => page.getByTestId('report-dates').innerText(), SETTLES).toBe(RANGE_TEXT);
    return page;
  }

  test('the SAC report: each species’ matrix for the range or a month, its chart, and the Asilomar card of the range', async () => {
    await ready();
    const page = await openSacReport();
    const params = new URL(page.url()).searchParams;
    expect([params.get('type'), params.get('range'), params.get('from'), params.get('to')]).toEqual(['sac', 'custom', FROM, TO]);

    const dogs = page.getByRole('table', { name: 'Shelter Animals Count — Dogs' });
    await dogs.waitFor();
    expect(await dogs.getByRole('columnheader').allInnerTexts()).toEqual(['Row', 'Adult', 'Juvenile (under 5 months)', 'Age Unknown', 'Total']);
    expect(await cell(dogs, 'Stray/At Large', 'Adult')).toBe('2');
    expect(await rowCells(dogs, 'Relinquished by Owner')).toEqual(['0', '1', '0', '1']);
    expect(await rowCells(dogs, 'Total Live Intake')).toEqual(['2', '1', '0', '3']);
    expect(await rowCells(dogs, 'Adoption')).toEqual(['1', '0', '0', '1']);
    expect(await rowCells(dogs, 'Returned to Owner')).toEqual(['0', '1', '0', '1']);
    expect(await rowCells(dogs, 'Total Outcomes')).toEqual(['1', '1', '0', '2']);
    // The counts in care have no age: only their Total.
    expect(await rowCells(dogs, 'Beginning Shelter Count')).toEqual(['', '', '', '0']);
    expect(await cell(dogs, 'Ending Shelter Count', 'Total')).toBe('0');
    expect(await cell(dogs, 'Ending Foster Care Count', 'Total')).toBe('1');

    const cats = page.getByRole('table', { name: 'Shelter Animals Count — Cats' });
    expect(await rowCells(cats, 'Transferred in from Agency: In-State')).toEqual(['0', '0', '1', '1']);
    expect(await rowCells(cats, 'Shelter Euthanasia')).toEqual(['0', '0', '1', '1']);
    const other = page.getByRole('table', { name: 'Shelter Animals Count — Other Species' });
    expect(await cell(other, 'Other Intakes', 'Age Unknown')).toBe('1');
    expect(await cell(other, 'Ending Shelter Count', 'Total')).toBe('1');

    expect(await statValue(page, 'In Care at Start').innerText()).toBe('0');
    expect(await statValue(page, 'Total Live Intake').innerText()).toBe('5');
    expect(await statValue(page, 'Total Outcomes').innerText()).toBe('3');
    expect(await statValue(page, 'In Care at End').innerText()).toBe('2');

    const chart = page.getByRole('img', { name: 'Intakes and Outcomes by Month' });
    await chart.waitFor();
    expect(await chart.locator('desc').textContent()).toBe('Feb 2026: 4 intakes, 0 outcomes; Mar 2026: 1 intakes, 3 outcomes');

    // One month of the range: February ends with both strays in the shelter; March starts with them.
    const period = page.getByLabel('Period');
    expect(await period.locator('option').allInnerTexts()).toEqual(['Whole range', 'Feb 2026', 'Mar 2026']);
    await period.selectOption({ label: 'Feb 2026' });
    await expect.poll(() => cell(dogs, 'Ending Shelter Count', 'Total')).toBe('2');
    expect(await cell(dogs, 'Adoption', 'Adult')).toBe('0');
    expect(await page.getByTestId('sac-period').innerText()).toBe(`${formatDateUs('2026-02-01')} – ${formatDateUs('2026-02-28')}`);
    await period.selectOption({ label: 'Mar 2026' });
    await expect.poll(() => cell(dogs, 'Beginning Shelter Count', 'Total')).toBe('2');
    expect(await cell(dogs, 'Stray/At Large', 'Adult')).toBe('0');

    // The Asilomar card of the same range: dogs and cats, 2 live of 2 live and 1 euthanized.
    expect(await statValue(page, 'Beginning Count').innerText()).toBe('0');
    expect(await statValue(page, 'Live Outcomes').innerText()).toBe('2');
    expect(await statValue(page, 'Live Release Rate').innerText()).toBe('66.7%');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the SAC CSV is laid out as SAC’s upload form: a block per month and species, SAC’s rows in order', async () => {
    await ready();
    const page = await openSacReport();
    await page.getByRole('table', { name: 'Shelter Animals Count — Dogs' }).waitFor();
    const file = await exportCsv(page);
    expect(file.name).toBe(`shelter-animals-count-${FROM}-to-${TO}.csv`);
    const block = (month: string, species: string) => ['Adult', 'Up to 5 months', 'Age Unknown', 'Total'].map((age) => `${month} ${species} ${age}`);
    expect(file.lines[0]!.split(',')).toEqual([
      'Row',
      ...block('2026-02', 'Canine'),
      ...block('2026-02', 'Feline'),
      ...block('2026-02', 'Other'),
      ...block('2026-03', 'Canine'),
      ...block('2026-03', 'Feline'),
      ...block('2026-03', 'Other'),
    ]);
    const zeros = '0,0,0,0';
    const line = (label: string) => file.lines.find((text) => text.startsWith(`${label},`));
    expect(line('Stray/At Large')).toBe(`Stray/At Large,2,0,0,2,${zeros},${zeros},${zeros},${zeros},${zeros}`);
    expect(line('Relinquished by Owner')).toBe(`Relinquished by Owner,${zeros},${zeros},${zeros},0,1,0,1,${zeros},${zeros}`);
    expect(line('Shelter Euthanasia')).toBe(`Shelter Euthanasia,${zeros},${zeros},${zeros},${zeros},0,0,1,1,${zeros}`);
    expect(line('Ending Shelter Count')).toBe('Ending Shelter Count,,,,2,,,,1,,,,1,,,,0,,,,0,,,,1');
    expect(line('Ending Foster Care Count')).toBe('Ending Foster Care Count,,,,0,,,,0,,,,0,,,,1,,,,0,,,,0');
    expect(file.lines.map((text) => text.split(',')[0])).toEqual([
      'Row',
      'Beginning Shelter Count',
      'Beginning Foster Care Count',
      'Stray/At Large',
      'Relinquished by Owner',
      'Owner Intended Euthanasia',
      'Transferred in from Agency: In-State',
      'Transferred in from Agency: Out-of-State',
      'Transferred in from Agency: International',
      'Other Intakes',
      'Total Live Intake',
      'Adoption',
      'Returned to Owner',
      'Transferred to Another Agency: In-State',
      'Transferred to Another Agency: Out-of-State',
      'Transferred to Another Agency: International',
      'Returned to Field',
      'Other Live Outcome',
      'Total Live Outcomes',
      'Died in Care',
      'Lost in Care',
      'Shelter Euthanasia',
      'Owner Intended Euthanasia',
      'Total Outcomes',
      'Ending Shelter Count',
      'Ending Foster Care Count',
      '',
    ]);
    await toastText(page, 'Export Successful');
  });

  test('the full Asilomar report of the range: Dogs, Cats and Total, the live release rate, printable and exported', async () => {
    await ready();
    const page = await openSacReport();
    await expect.poll(() => statValue(page, 'Live Release Rate').innerText(), SETTLES).toBe('66.7%');
    await page.getByRole('link', { name: 'Generate Full Asilomar Report' }).click();
    await screenHeading(page, 'Asilomar Accords Report').waitFor();
    expect(new URL(page.url()).pathname).toBe('/reports/asilomar');
    const table = page.getByRole('table', { name: `Asilomar Accords — ${RANGE_TEXT}` });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Row', 'Dogs', 'Cats', 'Total']);
    const expected: [string, string[]][] = [
      ['Beginning Count', ['0', '0', '0']],
      ['Intake from the Public', ['3', '0', '3']],
      ['Intake from Coalition Agencies', ['0', '0', '0']],
      ['Intake from Other Agencies', ['0', '1', '1']],
      ['Total Intake', ['3', '1', '4']],
      ['Adjusted Total Intake', ['3', '1', '4']],
      ['Adoptions', ['1', '0', '1']],
      ['Returned to Owner', ['1', '0', '1']],
      ['Total Live Outcomes', ['2', '0', '2']],
      ['Euthanasia: Unhealthy-Untreatable', ['0', '1', '1']],
      ['Total Euthanasia', ['0', '1', '1']],
      ['Died or Lost in Care', ['0', '0', '0']],
      ['Total Outcomes', ['2', '1', '3']],
      ['Ending Count', ['1', '0', '1']],
      ['Live Release Rate', ['100.0%', '0.0%', '66.7%']],
    ];
    for (const [row, cells] of expected) expect(await rowCells(table, row), row).toEqual(cells);
    expect(await table.getByRole('rowheader').count()).toBe(24);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const file = await exportCsv(page);
    expect(file.name).toBe(`asilomar-report-${FROM}-to-${TO}.csv`);
    expect(file.lines[0]).toBe('Row,Dogs,Cats,Total');
    expect(file.lines).toContain('Intake from Other Agencies,0,1,1');
    expect(file.lines).toContain('Live Release Rate,100.0%,0.0%,66.7%');
    await toastText(page, 'Export Successful');

    // Printed: the table alone, without the console's sidebar, top bar or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    expect(await topBar(page).isVisible()).toBe(false);
    for (const name of ['Print', 'Export CSV']) expect(await page.getByRole('button', { name }).isVisible(), name).toBe(false);
    expect(await page.getByRole('link', { name: 'Back to Reports' }).isVisible()).toBe(false);
    expect(await table.isVisible()).toBe(true);
  });

  test('at 375 px the matrices and the Asilomar table scroll within themselves, never the page', async () => {
    await ready();
    const page = await openSacReport(PHONE);
    await page.getByRole('table', { name: 'Shelter Animals Count — Dogs' }).waitFor();
    await page.getByRole('img', { name: 'Intakes and Outcomes by Month' }).waitFor();
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Generate Full Asilomar Report' }).click();
    await page.getByRole('table', { name: `Asilomar Accords — ${RANGE_TEXT}` }).waitFor();
    await expectNoHorizontalScroll(page);
  });
});
