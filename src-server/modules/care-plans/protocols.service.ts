import type { EntityManager } from '@mikro-orm/postgresql';
import type { TProtocol, TProtocolCreate, TProtocolUpdate } from '../../../src-shared/schemas/care-plans.js';

const BUILDING = 'protocols.service.ts is being built';
export async function listProtocols(_em: EntityManager): Promise<TProtocol[]> {
  throw new Error(BUILDING);
}
export async function createProtocol(_em: EntityManager, _input: TProtocolCreate): Promise<TProtocol> {
  throw new Error(BUILDING);
}
export async function updateProtocol(_em: EntityManager, _input: TProtocolUpdate): Promise<TProtocol> {
  throw new Error(BUILDING);
}
