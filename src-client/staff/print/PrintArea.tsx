import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { matchPath, useLocation, type Params } from 'react-router';
import type { TConsoleRoute } from '../../../src-shared/console-routes';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { ScreenGuard } from '../layout/RouteGuard';
import { SessionGate } from '../session/SessionGate';
import { AdoptionContractScreen } from './AdoptionContractScreen';
import { FlyerScreen } from './FlyerScreen';
import { KennelCardsScreen } from './KennelCardsScreen';
import { ReceiptScreen } from './ReceiptScreen';
import { VaccinationCertificateScreen } from './VaccinationCertificateScreen';

/** Each paper: its address (an entry of console-routes.ts, whose permission the guard checks), its title and its screen. */
const PAPERS: { route: TConsoleRoute & `/print/${string}`; title: string; screen: (params: Params) => ReactNode }[] = [
  { route: '/print/kennel-cards', title: 'Kennel Cards', screen: () => <KennelCardsScreen /> },
  { route: '/print/animals/:id/flyer', title: 'Flyer', screen: ({ id }) => <FlyerScreen animalId={Number(id)} /> },
  {
    route: '/print/animals/:id/vaccinations',
    title: 'Vaccination Certificate',
    screen: ({ id }) => <VaccinationCertificateScreen animalId={Number(id)} />,
  },
  { route: '/print/adoptions/:id/contract', title: 'Adoption Contract', screen: ({ id }) => <AdoptionContractScreen adoptionId={Number(id)} /> },
  { route: '/print/transactions/:id/receipt', title: 'Receipt', screen: ({ id }) => <ReceiptScreen transactionId={Number(id)} /> },
];

/** The paper at this address; none for an unknown address, or a record id that is not a number. */
function paperAt(pathname: string) {
  for (const paper of PAPERS) {
    const match = matchPath(paper.route, pathname);
    if (match && (match.params.id === undefined || /^\d+$/.test(match.params.id))) return { ...paper, params: match.params };
  }
  return null;
}

/**
 * The papers (/print/…, decision 0013): behind the console's session gate and the same guard as
 * its screens, without its sidebar and top bar. The print area finds its paper itself rather than
 * through routes.tsx, so the console's first download does not grow with the papers. Papers open
 * in a tab of their own, and on paper only the sheets show.
 */
export function PrintArea() {
  const paper = paperAt(useLocation().pathname);
  return (
    <SessionGate>
      <Box as="main" minH="100dvh" bg="bg.muted" px={{ base: '4', md: '8' }} py="6" _print={{ minH: '0', p: '0', bg: 'transparent' }}>
        {paper ? (
          <ScreenGuard title={paper.title} route={paper.route}>
            {paper.screen(paper.params)}
          </ScreenGuard>
        ) : (
          <NotFoundPage home={{ to: '/', label: 'Back to Dashboard' }} />
        )}
      </Box>
    </SessionGate>
  );
}
