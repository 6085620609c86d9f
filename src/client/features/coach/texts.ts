// The coach screens' words: SPEC §2 (/members/ai-coach), §8 (chat failure) and §9 (chat constants), exactly.
export const NAME_PLACEHOLDER = "What's your first name?";
export const concernsPlaceholder = (firstName: string) => `Tell me about your skin concerns, ${firstName}`;
export const DISCLAIMER = 'AI advice is for guidance only. For complex concerns, book a Skin Genius IQ session.';
export const FAILURE_MESSAGE =
  "I apologise, but I'm experiencing technical difficulties right now. Please try again in a moment, or consider booking a Skin Genius IQ session for personalised advice from our human experts.";
export const FAILURE_CONFIDENCE = 0.1;
export const INPUT_MIN_HEIGHT = 48;
export const INPUT_MAX_HEIGHT = 120;

/** The coach's own greeting lines (shown locally; the name turn is not sent to the server). */
export const greetingMessage = (channel: 'coach' | 'chat') =>
  channel === 'coach'
    ? "Hi, I'm Penny, your AI Skin Coach. I'll help you understand your skin and find products from our range that suit it. First things first: what's your first name?"
    : "Hi, I'm Penny, Skin Circle's AI skin assistant. Ask me anything about your skin or our products. Before we start, what's your first name?";
export const welcomeMessage = (firstName: string) =>
  `Lovely to meet you, ${firstName}! Tell me about your skin: what would you most like to change, and how does it usually behave? The more detail, the better my suggestions.`;
export const NAME_AGAIN = "Sorry, I didn't catch your name. What's your first name?";
