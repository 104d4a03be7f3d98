export { CRISIS_PHRASES } from './crisis-phrases';
export { detectCrisis } from './detect-crisis';
export { normalizeForMatching } from './normalize-text';
export {
  CRISIS_RESOURCES,
  crisisResourcesFor,
  type CrisisLine,
  type CrisisResources,
} from './crisis-resources';
