/** The staff API's answers: their one home is shared/api/staff-answers.ts, which the server documents them from. */
export * from '../../shared/api/staff-answers';
