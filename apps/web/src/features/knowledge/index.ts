export { KnowledgePage } from './knowledge-page';
