import type { Control } from 'react-hook-form';
import type { TApplication, TApplicationInput } from '../../../src-shared/schemas/public';

/** The form holds what is typed (input) and hands over what the schema makes of it (output). */
export type TApplicationControl = Control<TApplicationInput, unknown, TApplication>;

/** The yes/no answers, each a checkbox. */
export type TApplicationFlag = 'hasChildren' | 'hasOtherPets' | 'landlordApproval';
