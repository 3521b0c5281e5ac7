import { HeartHandshakeIcon, HouseIcon } from 'lucide-react';
import { CONSOLE_ROUTES } from '../../../../src-shared/console-routes';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { LinkButton } from '../../components/LinkButton';
import { printHref } from '../../print/print-links';
import { PrintMenu } from '../../print/PrintLinks';
import { useMay } from '../../session/use-may';
import { adoptionHref, canStartAdoption, canStartFoster, fosterHref } from './animal-actions';

type TVariant = 'solid' | 'outline';

/** Process Adoption: hidden when the animal is adopted, or for a role that may not record one. */
export function ProcessAdoptionButton({ animal, variant = 'solid' }: { animal: TAnimal; variant?: TVariant }) {
  const mayWrite = useMay('records:write');
  if (!mayWrite || !canStartAdoption(animal)) return null;
  return (
    <LinkButton to={adoptionHref(animal)} icon={HeartHandshakeIcon} variant={variant}>
      Process Adoption
    </LinkButton>
  );
}

/** Foster: hidden when the animal is in foster care or adopted, or for a role that may not place one. */
export function FosterButton({ animal, variant = 'outline', label = 'Foster' }: { animal: TAnimal; variant?: TVariant; label?: string }) {
  const mayWrite = useMay('records:write');
  if (!mayWrite || !canStartFoster(animal)) return null;
  return (
    <LinkButton to={fosterHref(animal)} icon={HouseIcon} variant={variant}>
      {label}
    </LinkButton>
  );
}

/** Print ▾: the kennel card and the flyer for every role, the vaccination certificate for the roles that read medical records. */
export function PrintAnimalMenu({ animal }: { animal: Pick<TAnimal, 'id'> }) {
  const mayReadMedical = useMay(CONSOLE_ROUTES['/print/animals/:id/vaccinations'].permission);
  const items = [
    { label: 'Kennel card', href: printHref.kennelCard(animal.id) },
    { label: 'Flyer', href: printHref.flyer(animal.id) },
    ...(mayReadMedical ? [{ label: 'Vaccination certificate', href: printHref.vaccinationCertificate(animal.id) }] : []),
  ];
  return <PrintMenu items={items} />;
}
