import { CONDITIONS } from '../../../../src-shared/journey';
import { noneWhenEmpty } from '../../../shared/form/FormFields';

/** A condition select's choices: an Asilomar class, or left empty for not assessed (docs/domain.md#journey). */
export const CONDITION_CHOICES = { options: CONDITIONS, placeholder: 'Not assessed', setValueAs: noneWhenEmpty } as const;
