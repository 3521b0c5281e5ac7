import { Button, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { isTRPCClientError } from '@trpc/client';
import { PrinterIcon } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { AppRouter } from '../../../src-server/app-router';
import type { TPaperSize } from '../../../src-shared/schemas/printables';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { BackLink } from '../components/BackLink';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { PAGE_MARGIN_MM, PAPER_OPTIONS, PAPER_SIZES, pageRule } from './paper';
import './print.css';

interface TPaperQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A paper's page (/print/…): on screen a toolbar (back to where it was opened from, the paper
 * size, Print) above the sheets as they will print; on paper the sheets alone, at the size chosen
 * (Settings → Printing's until another is picked here). The answer is composed on the server:
 * `children` only lays it out.
 */
export function PrintScreen<T extends { paperSize: TPaperSize; organization: { name: string } }>({
  title,
  back,
  query,
  numbered = false,
  actions,
  children,
}: {
  /** What the paper is ("Kennel Card"): the toolbar's heading and, with the shelter's name, the document's title, which a saved PDF is named after. */
  title: string;
  back: { to: string; label: string };
  query: TPaperQuery<T>;
  /** A paper that may run over pages numbers them. */
  numbered?: boolean;
  /** Other papers this one leads to (a contract's fee receipts), beside Print. */
  actions?: (paper: T) => ReactNode;
  children: (paper: T) => ReactNode;
}) {
  const [chosen, setChosen] = useState<TPaperSize | null>(null);
  const size = chosen ?? query.data?.paperSize ?? 'letter';

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Flex justify="center" py="16" role="status" aria-label={`Loading the ${title.toLowerCase()}`}>
        <Spinner size="lg" />
      </Flex>
    );
  } else if (query.isError || !query.data) {
    const notFound = isTRPCClientError<AppRouter>(query.error) && query.error.data?.httpStatus === 404;
    body = notFound ? (
      <LoadError text={errorMessage(query.error)} />
    ) : (
      <LoadError text={`Error loading the ${title.toLowerCase()}: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
    );
  } else {
    const paper = PAPER_SIZES[size];
    const desk = { '--paper-width': `${paper.widthMm}mm`, '--paper-height': `${paper.heightMm}mm`, '--page-margin': `${PAGE_MARGIN_MM}mm` };
    body = (
      <>
        <title>{`${title} · ${query.data.organization.name}`}</title>
        <style>{pageRule(size, numbered)}</style>
        <div className="print-desk" style={desk as CSSProperties}>
          {children(query.data)}
        </div>
      </>
    );
  }

  return (
    <>
      <Flex
        as="header"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'end' }}
        justify="space-between"
        gap="4"
        maxW="6xl"
        mx="auto"
        mb="6"
        _print={{ display: 'none' }}
      >
        <div>
          <BackLink to={back.to} label={back.label} />
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Prints on the paper size chosen here; the print dialog can also save it as a PDF
          </Text>
        </div>
        <Flex gap="3" align="end" wrap="wrap">
          {query.data && actions?.(query.data)}
          <ChoiceSelect label="Paper size" value={size} options={PAPER_OPTIONS} onChange={setChosen} w="40" />
          <Button onClick={() => window.print()} disabled={!query.data}>
            <PrinterIcon />
            Print
          </Button>
        </Flex>
      </Flex>
      {body}
    </>
  );
}
