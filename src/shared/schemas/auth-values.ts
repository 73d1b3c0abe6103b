/**
 * Account rules that need no zod, so that the sign-in page can show the password meter without loading it (the
 * schemas module re-exports them; the forms load zod when they first check what was typed).
 */

/** Password strength (accounts §5): +1 each for length >= 8, length >= 12, mixed case, a digit, a symbol. */
export function passwordStrength(password: string): {
  score: number;
  label: "Weak" | "Medium" | "Strong";
  percent: number;
} {
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  if (score <= 2) return { score, label: "Weak", percent: 33 };
  if (score === 3) return { score, label: "Medium", percent: 66 };
  return { score, label: "Strong", percent: 100 };
}
