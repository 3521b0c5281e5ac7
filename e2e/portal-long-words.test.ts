import { test } from 'vitest';
import { describeInBrowser, DESKTOP, PHONE } from './support/browser-suite.js';
import { animalCards, pageHeading } from './support/portal.js';
import { expectNoHorizontalScroll } from './support/screens.js';
import { createSeeder } from './support/seed.js';

/** What a held-down key or a pasted link leaves in a description: one word, 3,000 characters long. */
const LONG_WORD = 'Wooo'.padEnd(3000, 'o') + 'f';

describeInBrowser('the portal with a word longer than the screen', (suite) => {
  let seeded: Promise<{ id: number; name: string }> | undefined;
  const animal = () =>
    (seeded ??= createSeeder(suite.app).then((seeder) =>
      seeder.animal({ name: `Pip${'p'.repeat(60)}`, breed: `Terrier${'r'.repeat(80)}`, description: LONG_WORD }),
    ));

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the list and the animal's page wrap it instead of scrolling sideways`, async () => {
      const { id, name } = await animal();
      const page = await suite.openPage(viewport);
      await page.goto(`${suite.app.baseUrl}/public`);
      await animalCards(page).first().waitFor();
      await expectNoHorizontalScroll(page);

      await page.goto(`${suite.app.baseUrl}/public/animals/${id}`);
      await pageHeading(page, name).waitFor();
      await page.getByText(LONG_WORD.slice(0, 40)).first().waitFor();
      await expectNoHorizontalScroll(page);
    });
  }
});
