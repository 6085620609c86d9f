// The rewards module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export * from './schema';
export { default as rewardsRoutes } from './routes';
export { default as rewardAdminRoutes, type RewardAdminOptions } from './admin-routes';
export { listRewards } from './service';
export {
  adjustRewardPoints,
  creditRewardPoints,
  checkoutMember,
  POINTS_BELOW_ZERO,
  takeBackRewardPoints,
  withdrawRewardPoints,
} from './points';
export type { PointsEntry, PointsKind, PointsTakenBack, WithdrawnCode } from './points';
export {
  codeWithdrawn,
  findIssuedCode,
  isRewardStoreCode,
  issuedCodeRefusal,
  issuedCodeUseTaker,
  releaseIssuedCodeUse,
} from './code-uses';
