export {
  MATCH_WEIGHTS,
  rankTherapists,
  type MatchCandidate,
  type MatchNeeds,
  type MatchReason,
  type RankedTherapist,
} from './rank-therapists';
export { matchmakingRoutes } from './matchmaking.routes';
export { suggestTherapists } from './suggestions.service';
