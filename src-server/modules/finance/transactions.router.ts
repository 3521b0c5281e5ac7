import { z } from 'zod';
import {
  ZTransaction,
  ZTransactionCreateInput,
  ZTransactionListQuery,
  ZTransactionTotals,
  ZTransactionTotalsQuery,
  ZTransactionUpdateInput,
} from '../../../src-shared/schemas/transactions.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { pageOf } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { createTransaction, listTransactions, transactionTotals, updateTransaction, voidTransaction } from './transactions.service.js';

export const transactionsRouter = router({
  list: protectedProcedure
    .meta(rest('console:read', 'GET', '/financial-transactions', 'Income and expenses, newest first', { tag: 'financial-transactions' }))
    .input(ZTransactionListQuery.optional())
    .output(z.array(ZTransaction))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listTransactions(ctx.em, input ?? {}), input)),

  totals: protectedProcedure
    .meta(
      rest(
        'console:read',
        'GET',
        '/financial-transactions/totals',
        'Income, expenses, balance and count between from and to (inclusive, either optional), and the types present',
        {
          tag: 'financial-transactions',
        },
      ),
    )
    .input(ZTransactionTotalsQuery.optional())
    .output(ZTransactionTotals)
    .query(({ ctx, input }) => transactionTotals(ctx.em, input ?? {})),

  create: protectedProcedure
    .meta(
      rest('records:write', 'POST', '/financial-transactions', 'Record income (positive cents) or an expense (negative cents)', {
        tag: 'financial-transactions',
      }),
    )
    .input(ZTransactionCreateInput)
    .output(ZTransaction)
    .mutation(({ ctx, input }) => createTransaction(ctx.em, ctx.calendar, input)),

  page: protectedProcedure
    .meta({ permission: 'console:read' })
    .input(ZTransactionListQuery)
    .output(pageOf(ZTransaction))
    .query(({ ctx, input }) => listTransactions(ctx.em, input)),

  update: protectedProcedure
    .meta(
      rest('records:write', 'PUT', '/financial-transactions/{id}', 'Correct a transaction (the sign rule still holds)', {
        tag: 'financial-transactions',
        errors: [404, 409],
      }),
    )
    .input(ZTransactionUpdateInput)
    .output(ZTransaction)
    .mutation(({ ctx, input }) => updateTransaction(ctx.em, ctx.calendar, input)),

  void: protectedProcedure
    .meta(
      rest('records:write', 'DELETE', '/financial-transactions/{id}', 'Void a transaction entered in error', { tag: 'financial-transactions', errors: [404] }),
    )
    .input(ZVoidQuery)
    .output(ZTransaction)
    .mutation(({ ctx, input }) => voidTransaction(ctx.em, input.id, input.reason)),
});
