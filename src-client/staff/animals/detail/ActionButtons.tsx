import { HeartHandshakeIcon, HouseIcon } from 'lucide-react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { LinkButton } from '../../components/LinkButton';
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
