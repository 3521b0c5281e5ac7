import { isTRPCClientError } from '@trpc/client';
import { PrinterIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { trpc } from '../../shared/trpc';
import { FlyerSheet } from '../../staff/print/FlyerSheet';
import { PAGE_MARGIN_MM, PAPER_SIZES, pageRule } from '../../staff/print/paper';
import './flyer-page.css';

/**
 * A listed animal's printable flyer, /public/animals/{id}/flyer: the sheet staff print
 * (staff/print/FlyerSheet.tsx, plain CSS) on the shelter's paper size, with a bar to print it or go
 * back that is not printed. Outside the portal's layout, so only the sheet reaches the paper.
 */
export function PublicFlyerPage() {
  const param = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  const flyer = trpc.feeds.flyer.useQuery({ id }, { enabled: id >= 1 && id <= 2_147_483_647, retry: false });
  const missing = !(id >= 1) || (isTRPCClientError(flyer.error) && flyer.error.data?.httpStatus === 404);

  let body;
  if (flyer.data) {
    const paper = PAPER_SIZES[flyer.data.paperSize];
    const desk = { '--paper-width': `${paper.widthMm}mm`, '--paper-height': `${paper.heightMm}mm`, '--page-margin': `${PAGE_MARGIN_MM}mm` };
    body = (
      <>
        <title>{`Flyer: ${flyer.data.animal.name} | ${flyer.data.organization.name}`}</title>
        <style>{pageRule(flyer.data.paperSize)}</style>
        <div className="print-desk" style={desk as CSSProperties}>
          <FlyerSheet flyer={flyer.data} />
        </div>
      </>
    );
  } else if (missing) {
    body = <p className="flyer-page-message">This animal is not available for adoption, so it has no flyer.</p>;
  } else if (flyer.isError) {
    body = (
      <p className="flyer-page-message" role="alert">
        The flyer could not be loaded. Please try again later.
      </p>
    );
  } else {
    body = (
      <p className="flyer-page-message" role="status">
        Loading the flyer…
      </p>
    );
  }

  return (
    <main className="flyer-page">
      <div className="flyer-page-bar">
        <Link className="button ghost small" to={missing ? '/public' : `/public/animals/${id}`}>
          {missing ? 'Back to Adoptable Animals' : `Back to ${flyer.data?.animal.name ?? 'the animal'}`}
        </Link>
        <button type="button" className="button small" onClick={() => window.print()} disabled={!flyer.data}>
          <PrinterIcon aria-hidden="true" />
          Print
        </button>
      </div>
      {body}
    </main>
  );
}
