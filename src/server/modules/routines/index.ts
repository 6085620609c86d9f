// The routines module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export { routines, routineSteps } from './schema';
export { default as routinesRoutes } from './routes';
export { activeRoutineJsonSql, hasRoutineSql } from './sql-pieces';
