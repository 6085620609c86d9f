// The quiz module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export { quizSubmissions } from './schema';
export { default as quizRoutes } from './routes';
// A member's rights (the privacy module, decision 0111).
export { forgetQuizSubmissions } from './erasure';
