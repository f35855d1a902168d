/** The settings API's answers: their one home is shared/api/staff-settings-answers.ts. */
export * from '../../shared/api/staff-settings-answers';
