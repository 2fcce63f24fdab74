import type { PageText } from './types.ts';

/** English texts of the static pages (docs/product/shell-and-routes.md#paths, spec 000 §2.2). The operator name is a demo placeholder. */
/** The mirror's licensee, filled per request (platform/cms/brand.ts). */
const OPERATOR = '{{legal_entity}}';

export const EN: Record<string, PageText> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'How {{brand}} collects, uses and protects your personal data.',
    keywords: 'privacy, personal data, GDPR, data protection',
    content: `<h1>Privacy Policy</h1>
<p>This policy explains which personal data ${OPERATOR} ("we") processes when you visit or play at {{brand}}, why we need it and which rights you have.</p>
<h2>1. Data we collect</h2>
<ul>
<li><strong>Account data:</strong> e-mail address, nickname, password (stored only as a salted hash), currency and language.</li>
<li><strong>Identity data:</strong> first and last name, date of birth, address, city, postal code, country and mobile phone, which the law requires before you deposit or withdraw.</li>
<li><strong>Verification documents</strong> you upload so we can confirm your identity, age and source of funds.</li>
<li><strong>Transaction data:</strong> deposits, withdrawals, bets, wins, bonuses and limits.</li>
<li><strong>Technical data:</strong> IP address, approximate country, device and browser type, and session times.</li>
</ul>
<h2>2. Why we use it</h2>
<p>We use your data to run your account, to pay out winnings, to meet anti-money-laundering and age-verification duties, to protect players from fraud, to offer responsible gaming tools and, only with your consent, to send you promotions.</p>
<h2>3. Sharing</h2>
<p>We share data only with payment providers, identity-verification services, game providers (a pseudonymous player id only) and regulators when the law requires it. We never sell personal data.</p>
<h2>4. Retention</h2>
<p>Account and transaction records are kept for five years after the account is closed, as anti-money-laundering law requires. Technical logs are deleted after 90 days.</p>
<h2>5. Your rights</h2>
<p>You may ask for a copy of your data, its correction or deletion, restrict or object to its use and withdraw consent to marketing at any time in your profile under Subscriptions. Write to privacy@casino.localhost; you may also complain to your data-protection authority.</p>
<h2>6. Cookies</h2>
<p>How we use cookies is described in our <a href="/cookie-policy">Cookie Policy</a>.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    description: 'Which cookies {{brand}} sets and how you can control them.',
    keywords: 'cookies, consent, tracking',
    content: `<h1>Cookie Policy</h1>
<p>Cookies are small text files your browser keeps for a website. We use as few as possible.</p>
<h2>Strictly necessary cookies</h2>
<ul>
<li><code>ck_session</code> keeps you signed in. It expires after 30 minutes without activity and at the latest after 12 hours.</li>
<li><code>locale</code> remembers your language.</li>
<li>The cookie-consent cookie remembers your choice for one year.</li>
</ul>
<h2>Affiliate cookies</h2>
<p>If you arrive through a partner link we keep the partner tags <code>stag</code> and <code>affb_id</code> for 30 days, so the partner who referred you can be credited.</p>
<h2>Analytics cookies</h2>
<p>With your consent we measure page speed and errors to improve the site. These measurements contain no payment data.</p>
<h2>Your choice</h2>
<p>You can change your consent at any time from the cookie banner link in the footer, or delete cookies in your browser settings. Without the necessary cookies you cannot sign in.</p>`,
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    description: 'The agreement between you and {{brand}} when you open an account and play.',
    keywords: 'terms, conditions, rules, account, withdrawals',
    content: `<h1>Terms and Conditions</h1>
<p>These terms form the agreement between you and ${OPERATOR}, which operates {{brand}} under licence {{licence_number}} issued by the {{licence_authority}}. By opening an account you accept them.</p>
<h2>1. Eligibility</h2>
<p>You must be at least 18 years old, or older if the law of your country says so, and gambling must be legal where you are. We do not accept players from restricted countries, among them Australia, the United States, the United Kingdom and France.</p>
<h2>2. Your account</h2>
<p>You may hold one account only. The details you give must be true and complete; we may ask for documents to verify them at any time. Keep your password secret: you are responsible for all activity on your account.</p>
<h2>3. Deposits and withdrawals</h2>
<p>Deposits must come from payment methods in your own name. Withdrawals go back to the method you deposited with where possible. We may ask for verification before the first withdrawal. Pending withdrawals can be cancelled by you until they are processed.</p>
<h2>4. Bonuses</h2>
<p>Every bonus has its own wagering requirement and expiry, shown in your profile under Gifts. Bonus money cannot be withdrawn until the wagering requirement is met. Abuse of bonuses, such as several accounts, leads to their cancellation.</p>
<h2>5. Games</h2>
<p>A malfunction voids all pays and plays. The game rules shown inside each game apply, together with our <a href="/general-rules">General Rules</a>.</p>
<h2>6. Responsible gaming</h2>
<p>We offer deposit, loss, wager and session limits, cooling-off and self-exclusion. See <a href="/responsible-gaming">Responsible Gaming</a>.</p>
<h2>7. Closing an account</h2>
<p>You may close your account at any time through support. We may suspend or close accounts involved in fraud, money laundering or a breach of these terms; any remaining real-money balance is paid out unless the law forbids it.</p>
<h2>8. Complaints</h2>
<p>Contact support first. If we cannot solve your complaint within 14 days, you may take it to the licensing authority named in the footer.</p>`,
  },
  'terms-and-conditions/AU': {
    title: 'Terms and Conditions (Australia)',
    description: 'Terms that apply to visitors located in Australia.',
    keywords: 'terms, Australia, Interactive Gambling Act',
    content: `<h1>Terms and Conditions for Australia</h1>
<p>Under the Interactive Gambling Act 2001 we do not offer online casino games for real money to persons located in Australia.</p>
<h2>1. What you can do</h2>
<p>Visitors in Australia may browse the site and read about our games and promotions. Sign-up, sign-in and real-money play are not available in your country.</p>
<h2>2. Travelling players</h2>
<p>If you opened your account outside Australia, you cannot play while you are in Australia. Your balance stays safe and you may contact support to request a withdrawal.</p>
<h2>3. Everything else</h2>
<p>For all other matters the general <a href="/terms-and-conditions">Terms and Conditions</a> apply.</p>`,
  },
  'terms-and-conditions/CW': {
    title: 'Terms and Conditions (Curaçao licence)',
    description: 'Terms that apply to accounts under the Curaçao licence.',
    keywords: 'terms, Curaçao, licence, CGA',
    content: `<h1>Terms and Conditions — Curaçao licence</h1>
<p>Accounts registered on this site are operated by ${OPERATOR} under licence {{licence_number}} of the {{licence_authority}}.</p>
<h2>1. Minimum age</h2>
<p>You must be 18 or older, or the legal age in your country if that is higher.</p>
<h2>2. Currencies</h2>
<p>You may play in fiat currencies and in the crypto-currencies listed in the cashbox. Crypto withdrawals are sent to the wallet address you give; we cannot recover funds sent to a wrong address.</p>
<h2>3. Complaints</h2>
<p>Unresolved complaints may be referred to the Curaçao Gaming Authority after our own procedure has ended.</p>
<p>For all other matters the general <a href="/terms-and-conditions">Terms and Conditions</a> apply.</p>`,
  },
  'terms-and-conditions/EE': {
    title: 'Terms and Conditions (Estonia)',
    description: 'Terms that apply to accounts under the Estonian licence.',
    keywords: 'terms, Estonia, licence, EMTA, age 21',
    content: `<h1>Terms and Conditions — Estonian licence</h1>
<p>Players resident in Estonia play with ${OPERATOR} under gambling licence {{licence_number}} issued by the Estonian Tax and Customs Board (EMTA).</p>
<h2>1. Minimum age</h2>
<p>You must be at least 21 years old to open an account or play.</p>
<h2>2. Identification</h2>
<p>We verify your identity with your personal identification code before your first deposit. Players listed in the Estonian register of restricted persons cannot play.</p>
<h2>3. Session time</h2>
<p>The time you have spent in the current session is always shown on screen.</p>
<h2>4. Payment methods</h2>
<p>Only the payment methods approved for Estonia are offered in the cashbox.</p>
<p>For all other matters the general <a href="/terms-and-conditions">Terms and Conditions</a> apply.</p>`,
  },
  'general-rules': {
    title: 'General Rules',
    description: 'Rules that apply to every game, bet and bonus at {{brand}}.',
    keywords: 'rules, games, bets, malfunction, bonus',
    content: `<h1>General Rules</h1>
<h2>1. Bets</h2>
<p>A bet is accepted once the game shows it as placed and the amount has left your balance. Bets are settled by the game provider's server; its record decides in case of doubt.</p>
<h2>2. Interrupted games</h2>
<p>If your connection drops, the round continues on the provider's server. Open the game again to see the result; unfinished rounds are completed automatically within 24 hours.</p>
<h2>3. Malfunctions</h2>
<p>A malfunction of software or hardware voids all affected bets and wins. The stake of a voided bet is returned.</p>
<h2>4. Betting with a bonus</h2>
<p>While a bonus is active the maximum single bet is EUR 5 or its equivalent in your currency. Real money is always played before bonus money.</p>
<h2>5. Currency</h2>
<p>Each wallet has one currency. A game that does not support the currency of your wallet cannot be played for real money with it.</p>
<h2>6. Demo play</h2>
<p>Demo games use play money with no value and may differ from real-money play in features such as jackpots.</p>`,
  },
  'responsible-gaming': {
    title: 'Responsible Gaming',
    description: 'Tools and advice to keep gambling fun: limits, cooling-off and self-exclusion.',
    keywords: 'responsible gaming, limits, self-exclusion, cooling-off, help',
    content: `<h1>Responsible Gaming</h1>
<p>Gambling should be entertainment, never a way to make money. You must be 18 or older to play (21 in Estonia). We check the age of every player and close accounts of minors.</p>
<h2>Set your limits</h2>
<p>In your profile under <a href="/profile/limits">Limits</a> you can set:</p>
<ul>
<li><strong>Deposit limit</strong> — the most you can deposit per day, week or month.</li>
<li><strong>Loss limit</strong> — the most you can lose per period.</li>
<li><strong>Wager limit</strong> — the most you can bet per period.</li>
<li><strong>Session limit</strong> — how long you can play in one session.</li>
</ul>
<p>A lower limit applies at once. A higher limit or the removal of a limit takes effect only after a waiting period and your confirmation by e-mail.</p>
<h2>Take a break</h2>
<p><strong>Cooling-off</strong> blocks your account for 24 hours up to 6 weeks. It cannot be undone before it ends.</p>
<p><strong>Self-exclusion</strong> blocks your account for 6 months, 1 year, 5 years or permanently. During self-exclusion you receive no marketing and cannot open a new account.</p>
<h2>Warning signs</h2>
<ul>
<li>You spend more money or time than you planned.</li>
<li>You chase losses or borrow money to play.</li>
<li>Gambling affects your work, family or sleep.</li>
</ul>
<h2>Get help</h2>
<p>Free and confidential help is available from Gamblers Anonymous (gamblersanonymous.org), GamCare (gamcare.org.uk) and Gambling Therapy (gamblingtherapy.org). Our support team can set up limits or self-exclusion for you at any time.</p>`,
  },
  'responsible-gaming/AU': {
    title: 'Responsible Gaming (Australia)',
    description: 'Help and support for people in Australia.',
    keywords: 'responsible gaming, Australia, Gambling Help Online, BetStop',
    content: `<h1>Responsible Gaming — Australia</h1>
<p>Real-money casino play is not offered in Australia. If you are worried about gambling with any operator, help is free and available around the clock.</p>
<ul>
<li><strong>Gambling Help Online</strong>: 1800 858 858, gamblinghelponline.org.au</li>
<li><strong>BetStop</strong>, the National Self-Exclusion Register: betstop.gov.au</li>
</ul>
<p>You must be 18 or older to gamble in Australia.</p>`,
  },
  'responsible-gaming/CW': {
    title: 'Responsible Gaming (Curaçao licence)',
    description: 'Responsible gaming under the Curaçao licence.',
    keywords: 'responsible gaming, Curaçao, limits, self-exclusion',
    content: `<h1>Responsible Gaming — Curaçao licence</h1>
<p>You must be 18 or older to play. All tools described on our <a href="/responsible-gaming">Responsible Gaming</a> page are available: deposit, loss, wager and session limits, cooling-off from 24 hours to 6 weeks and self-exclusion from 6 months to permanently.</p>
<p>A self-exclusion covers every site operated under our Curaçao licence.</p>`,
  },
  'responsible-gaming/EE': {
    title: 'Responsible Gaming (Estonia)',
    description: 'Responsible gaming for players under the Estonian licence.',
    keywords: 'responsible gaming, Estonia, age 21, restricted persons register',
    content: `<h1>Responsible Gaming — Estonia</h1>
<p>You must be at least <strong>21 years old</strong> to play under the Estonian licence.</p>
<p>Besides our own limits, cooling-off and self-exclusion, you can register yourself as a restricted person with the Estonian Tax and Customs Board. Registered persons cannot gamble with any Estonian licensee.</p>
<p>Your session time is shown on screen while you play. Help in Estonian is available from the Estonian gambling addiction counselling line (Hasartmängusõltuvuse Nõustamise Keskus).</p>`,
  },
  promotions: {
    title: 'Promotions',
    description: 'Welcome package, weekly reloads, tournaments, the loyalty shop and the bonus wheel.',
    keywords: 'promotions, bonus, welcome package, tournaments, free spins',
    content: `<h1>Promotions</h1>
<h2>Welcome package</h2>
<p>Up to EUR 1,500 and 150 free spins over your first four deposits: 100% on the first, 75% on the second, 50% on the third and fourth deposit. Minimum deposit EUR 20, wagering 40 times the bonus.</p>
<h2>Weekly reload</h2>
<p>Every Friday: 50% up to EUR 200 and 50 free spins on a deposit of EUR 30 or more.</p>
<h2>Tournaments</h2>
<p>Climb the leaderboard in slot and live tournaments with prize pools every week. See <a href="/tournaments">Tournaments</a>.</p>
<h2>Loyalty shop</h2>
<p>Every bet earns loyalty points. Exchange them for money, free spins or special rewards in the <a href="/rocket-mart">loyalty shop</a>.</p>
<h2>Bonus wheel</h2>
<p>Spin the wheel for free spins or bonus money when you receive a wheel spin.</p>
<p>General bonus terms apply; see the <a href="/terms-and-conditions">Terms and Conditions</a>.</p>`,
  },
};
