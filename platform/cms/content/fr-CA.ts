import type { PageText } from './types.ts';

/** Canadian French (fr-CA) texts of every static page. */
export const FR_CA: Record<string, PageText> = {
  'privacy-policy': {
    title: 'Politique de confidentialité',
    description: 'Comment {{brand}} recueille, utilise et protège vos renseignements personnels.',
    keywords: 'confidentialité, renseignements personnels, RGPD, protection des données',
    content: `<h1>Politique de confidentialité</h1>
<p>La présente politique explique quels renseignements personnels {{legal_entity}} (« nous ») traite lorsque vous visitez {{brand}} ou y jouez, pourquoi nous en avons besoin et quels sont vos droits.</p>
<h2>1. Renseignements que nous recueillons</h2>
<ul>
<li><strong>Données du compte :</strong> adresse courriel, pseudonyme, mot de passe (conservé uniquement sous forme de hachage salé), devise et langue.</li>
<li><strong>Données d’identité :</strong> prénom et nom, date de naissance, adresse, ville, code postal, pays et numéro de cellulaire, que la loi exige avant tout dépôt ou retrait.</li>
<li><strong>Documents de vérification</strong> que vous téléversez afin que nous puissions confirmer votre identité, votre âge et la provenance de vos fonds.</li>
<li><strong>Données de transaction :</strong> dépôts, retraits, mises, gains, bonis et limites.</li>
<li><strong>Données techniques :</strong> adresse IP, pays approximatif, type d’appareil et de navigateur, et heures de session.</li>
</ul>
<h2>2. Pourquoi nous les utilisons</h2>
<p>Nous utilisons vos renseignements pour gérer votre compte, verser vos gains, respecter nos obligations en matière de lutte contre le blanchiment d’argent et de vérification de l’âge, protéger les joueurs contre la fraude, offrir des outils de jeu responsable et, uniquement avec votre consentement, vous envoyer des promotions.</p>
<h2>3. Communication</h2>
<p>Nous ne communiquons vos renseignements qu’aux fournisseurs de paiement, aux services de vérification d’identité, aux fournisseurs de jeux (uniquement un identifiant de joueur pseudonyme) et aux autorités de réglementation lorsque la loi l’exige. Nous ne vendons jamais de renseignements personnels.</p>
<h2>4. Conservation</h2>
<p>Les dossiers de compte et de transaction sont conservés pendant cinq ans après la fermeture du compte, comme l’exige la législation contre le blanchiment d’argent. Les journaux techniques sont supprimés après 90 jours.</p>
<h2>5. Vos droits</h2>
<p>Vous pouvez demander une copie de vos renseignements, leur rectification ou leur suppression, en limiter l’utilisation ou vous y opposer, et retirer en tout temps votre consentement aux communications marketing dans votre profil, sous Abonnements. Écrivez à privacy@casino.localhost; vous pouvez aussi porter plainte auprès de votre autorité de protection des données.</p>
<h2>6. Témoins</h2>
<p>La façon dont nous utilisons les témoins (cookies) est décrite dans notre <a href="/cookie-policy">Politique relative aux témoins</a>.</p>`,
  },
  'cookie-policy': {
    title: 'Politique relative aux témoins',
    description: 'Quels témoins {{brand}} dépose et comment vous pouvez les contrôler.',
    keywords: 'témoins, cookies, consentement, suivi',
    content: `<h1>Politique relative aux témoins</h1>
<p>Les témoins (cookies) sont de petits fichiers texte que votre navigateur conserve pour un site Web. Nous en utilisons le moins possible.</p>
<h2>Témoins strictement nécessaires</h2>
<ul>
<li><code>ck_session</code> vous garde connecté. Il expire après 30 minutes d’inactivité et au plus tard après 12 heures.</li>
<li><code>locale</code> mémorise votre langue.</li>
<li>Le témoin de consentement mémorise votre choix pendant un an.</li>
</ul>
<h2>Témoins d’affiliation</h2>
<p>Si vous arrivez par un lien d’un partenaire, nous conservons les étiquettes de partenaire <code>stag</code> et <code>affb_id</code> pendant 30 jours, afin que le partenaire qui vous a recommandé puisse être rétribué.</p>
<h2>Témoins analytiques</h2>
<p>Avec votre consentement, nous mesurons la vitesse des pages et les erreurs afin d’améliorer le site. Ces mesures ne contiennent aucune donnée de paiement.</p>
<h2>Votre choix</h2>
<p>Vous pouvez modifier votre consentement en tout temps au moyen du lien de la bannière des témoins, au bas de la page, ou supprimer les témoins dans les paramètres de votre navigateur. Sans les témoins nécessaires, vous ne pouvez pas vous connecter.</p>`,
  },
  'terms-and-conditions': {
    title: 'Conditions générales',
    description: 'L’entente entre vous et {{brand}} lorsque vous ouvrez un compte et jouez.',
    keywords: 'conditions, modalités, règles, compte, retraits',
    content: `<h1>Conditions générales</h1>
<p>Les présentes conditions constituent l’entente entre vous et {{legal_entity}}, qui exploite {{brand}} en vertu de la licence {{licence_number}} délivrée par l’autorité {{licence_authority}}. En ouvrant un compte, vous les acceptez.</p>
<h2>1. Admissibilité</h2>
<p>Vous devez avoir au moins 18 ans, ou davantage si la loi de votre pays l’exige, et les jeux de hasard doivent être légaux là où vous vous trouvez. Nous n’acceptons pas les joueurs des pays soumis à des restrictions, notamment l’Australie, les États-Unis, le Royaume-Uni et la France.</p>
<h2>2. Votre compte</h2>
<p>Vous ne pouvez détenir qu’un seul compte. Les renseignements que vous fournissez doivent être exacts et complets; nous pouvons en tout temps vous demander des documents pour les vérifier. Gardez votre mot de passe secret : vous êtes responsable de toute activité sur votre compte.</p>
<h2>3. Dépôts et retraits</h2>
<p>Les dépôts doivent provenir de modes de paiement à votre nom. Dans la mesure du possible, les retraits sont versés au mode de paiement utilisé pour le dépôt. Nous pouvons exiger une vérification avant le premier retrait. Vous pouvez annuler un retrait en attente tant qu’il n’a pas été traité.</p>
<h2>4. Bonis</h2>
<p>Chaque boni comporte ses propres exigences de mise et sa propre date d’expiration, indiquées dans votre profil sous Cadeaux. L’argent du boni ne peut être retiré tant que l’exigence de mise n’est pas remplie. Tout abus des bonis, par exemple l’ouverture de plusieurs comptes, entraîne leur annulation.</p>
<h2>5. Jeux</h2>
<p>Tout mauvais fonctionnement annule tous les paiements et toutes les parties. Les règles affichées dans chaque jeu s’appliquent, de même que nos <a href="/general-rules">Règles générales</a>.</p>
<h2>6. Jeu responsable</h2>
<p>Nous offrons des limites de dépôt, de perte, de mise et de session, des pauses de jeu et l’autoexclusion. Consultez la page <a href="/responsible-gaming">Jeu responsable</a>.</p>
<h2>7. Fermeture d’un compte</h2>
<p>Vous pouvez fermer votre compte en tout temps en communiquant avec le soutien. Nous pouvons suspendre ou fermer les comptes liés à une fraude, à du blanchiment d’argent ou à un manquement aux présentes conditions; tout solde restant en argent réel est versé, sauf si la loi l’interdit.</p>
<h2>8. Plaintes</h2>
<p>Communiquez d’abord avec le soutien. Si nous ne pouvons pas régler votre plainte dans un délai de 14 jours, vous pouvez la soumettre à l’autorité de délivrance des licences indiquée au bas de la page.</p>`,
  },
  'terms-and-conditions/AU': {
    title: 'Conditions générales (Australie)',
    description: 'Conditions applicables aux visiteurs se trouvant en Australie.',
    keywords: 'conditions, Australie, Interactive Gambling Act',
    content: `<h1>Conditions générales pour l’Australie</h1>
<p>En vertu de l’Interactive Gambling Act 2001, nous n’offrons pas de jeux de casino en ligne en argent réel aux personnes se trouvant en Australie.</p>
<h2>1. Ce que vous pouvez faire</h2>
<p>Les visiteurs en Australie peuvent parcourir le site et se renseigner sur nos jeux et nos promotions. L’inscription, la connexion et le jeu en argent réel ne sont pas offerts dans votre pays.</p>
<h2>2. Joueurs en voyage</h2>
<p>Si vous avez ouvert votre compte à l’extérieur de l’Australie, vous ne pouvez pas jouer pendant que vous êtes en Australie. Votre solde demeure en sécurité et vous pouvez communiquer avec le soutien pour demander un retrait.</p>
<h2>3. Pour tout le reste</h2>
<p>Pour toute autre question, les <a href="/terms-and-conditions">Conditions générales</a> s’appliquent.</p>`,
  },
  'terms-and-conditions/CW': {
    title: 'Conditions générales (licence de Curaçao)',
    description: 'Conditions applicables aux comptes relevant de la licence de Curaçao.',
    keywords: 'conditions, Curaçao, licence, CGA',
    content: `<h1>Conditions générales — licence de Curaçao</h1>
<p>Les comptes inscrits sur ce site sont exploités par {{legal_entity}} en vertu de la licence {{licence_number}} de l’autorité {{licence_authority}}.</p>
<h2>1. Âge minimum</h2>
<p>Vous devez avoir 18 ans ou plus, ou l’âge légal dans votre pays s’il est plus élevé.</p>
<h2>2. Devises</h2>
<p>Vous pouvez jouer en monnaies fiduciaires et dans les cryptomonnaies indiquées dans la caisse. Les retraits en cryptomonnaie sont envoyés à l’adresse de portefeuille que vous fournissez; nous ne pouvons pas récupérer les fonds envoyés à une mauvaise adresse.</p>
<h2>3. Plaintes</h2>
<p>Les plaintes non résolues peuvent être soumises à la Curaçao Gaming Authority une fois notre propre procédure terminée.</p>
<p>Pour toute autre question, les <a href="/terms-and-conditions">Conditions générales</a> s’appliquent.</p>`,
  },
  'terms-and-conditions/EE': {
    title: 'Conditions générales (Estonie)',
    description: 'Conditions applicables aux comptes relevant de la licence estonienne.',
    keywords: 'conditions, Estonie, licence, EMTA, 21 ans',
    content: `<h1>Conditions générales — licence estonienne</h1>
<p>Les joueurs résidant en Estonie jouent auprès de {{legal_entity}} en vertu de la licence de jeux de hasard {{licence_number}} délivrée par l’Office estonien des impôts et des douanes (EMTA).</p>
<h2>1. Âge minimum</h2>
<p>Vous devez avoir au moins 21 ans pour ouvrir un compte ou jouer.</p>
<h2>2. Identification</h2>
<p>Nous vérifions votre identité au moyen de votre code d’identification personnel avant votre premier dépôt. Les joueurs inscrits au registre estonien des personnes visées par une restriction ne peuvent pas jouer.</p>
<h2>3. Durée de la session</h2>
<p>Le temps passé dans la session en cours est toujours affiché à l’écran.</p>
<h2>4. Modes de paiement</h2>
<p>Seuls les modes de paiement approuvés pour l’Estonie sont offerts dans la caisse.</p>
<p>Pour toute autre question, les <a href="/terms-and-conditions">Conditions générales</a> s’appliquent.</p>`,
  },
  'general-rules': {
    title: 'Règles générales',
    description: 'Règles applicables à tous les jeux, mises et bonis sur {{brand}}.',
    keywords: 'règles, jeux, mises, mauvais fonctionnement, boni',
    content: `<h1>Règles générales</h1>
<h2>1. Mises</h2>
<p>Une mise est acceptée dès que le jeu l’affiche comme placée et que le montant a été débité de votre solde. Les mises sont réglées par le serveur du fournisseur du jeu; en cas de doute, son registre fait foi.</p>
<h2>2. Parties interrompues</h2>
<p>Si votre connexion est interrompue, la partie se poursuit sur le serveur du fournisseur. Rouvrez le jeu pour voir le résultat; les parties inachevées sont terminées automatiquement dans un délai de 24 heures.</p>
<h2>3. Mauvais fonctionnement</h2>
<p>Tout mauvais fonctionnement du logiciel ou du matériel annule toutes les mises et tous les gains concernés. La mise d’un pari annulé est remboursée.</p>
<h2>4. Miser avec un boni</h2>
<p>Lorsqu’un boni est actif, la mise maximale par pari est de 5 EUR ou l’équivalent dans votre devise. L’argent réel est toujours misé avant l’argent du boni.</p>
<h2>5. Devise</h2>
<p>Chaque portefeuille a une seule devise. Un jeu qui ne prend pas en charge la devise de votre portefeuille ne peut pas être joué en argent réel avec celui-ci.</p>
<h2>6. Mode démo</h2>
<p>Les jeux en mode démo utilisent de l’argent fictif sans valeur et peuvent différer du jeu en argent réel sur certaines fonctionnalités, comme les gros lots.</p>`,
  },
  'responsible-gaming': {
    title: 'Jeu responsable',
    description: 'Des outils et des conseils pour que le jeu reste un plaisir : limites, pauses et autoexclusion.',
    keywords: 'jeu responsable, limites, autoexclusion, pause, aide',
    content: `<h1>Jeu responsable</h1>
<p>Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent. Vous devez avoir 18 ans ou plus pour jouer (21 ans en Estonie). Nous vérifions l’âge de chaque joueur et fermons les comptes des personnes mineures.</p>
<h2>Fixez vos limites</h2>
<p>Dans votre profil, sous <a href="/profile/limits">Limites</a>, vous pouvez fixer :</p>
<ul>
<li><strong>Limite de dépôt</strong> — le montant maximal que vous pouvez déposer par jour, par semaine ou par mois.</li>
<li><strong>Limite de perte</strong> — le montant maximal que vous pouvez perdre par période.</li>
<li><strong>Limite de mise</strong> — le montant maximal que vous pouvez miser par période.</li>
<li><strong>Limite de session</strong> — la durée pendant laquelle vous pouvez jouer en une session.</li>
</ul>
<p>Une limite plus basse s’applique immédiatement. Une limite plus élevée ou la suppression d’une limite ne prend effet qu’après un délai d’attente et votre confirmation par courriel.</p>
<h2>Prenez une pause</h2>
<p>La <strong>pause de jeu</strong> bloque votre compte pour une durée de 24 heures à 6 semaines. Elle ne peut pas être levée avant la fin de la période choisie.</p>
<p>L’<strong>autoexclusion</strong> bloque votre compte pendant 6 mois, 1 an, 5 ans ou de façon permanente. Pendant l’autoexclusion, vous ne recevez aucune communication marketing et vous ne pouvez pas ouvrir de nouveau compte.</p>
<h2>Signes avant-coureurs</h2>
<ul>
<li>Vous dépensez plus d’argent ou de temps que prévu.</li>
<li>Vous tentez de vous refaire après des pertes ou vous empruntez de l’argent pour jouer.</li>
<li>Le jeu nuit à votre travail, à votre vie familiale ou à votre sommeil.</li>
</ul>
<h2>Obtenir de l’aide</h2>
<p>Une aide gratuite et confidentielle est offerte par Gamblers Anonymous (gamblersanonymous.org), GamCare (gamcare.org.uk) et Gambling Therapy (gamblingtherapy.org). Notre équipe de soutien peut en tout temps mettre en place des limites ou une autoexclusion pour vous.</p>`,
  },
  'responsible-gaming/AU': {
    title: 'Jeu responsable (Australie)',
    description: 'Aide et soutien pour les personnes en Australie.',
    keywords: 'jeu responsable, Australie, Gambling Help Online, BetStop',
    content: `<h1>Jeu responsable — Australie</h1>
<p>Le jeu de casino en argent réel n’est pas offert en Australie. Si le jeu vous inquiète, quel que soit l’exploitant, une aide gratuite est disponible jour et nuit.</p>
<ul>
<li><strong>Gambling Help Online</strong> : 1800 858 858, gamblinghelponline.org.au</li>
<li><strong>BetStop</strong>, le registre national d’autoexclusion : betstop.gov.au</li>
</ul>
<p>Vous devez avoir 18 ans ou plus pour jouer à des jeux de hasard en Australie.</p>`,
  },
  'responsible-gaming/CW': {
    title: 'Jeu responsable (licence de Curaçao)',
    description: 'Le jeu responsable sous la licence de Curaçao.',
    keywords: 'jeu responsable, Curaçao, limites, autoexclusion',
    content: `<h1>Jeu responsable — licence de Curaçao</h1>
<p>Vous devez avoir 18 ans ou plus pour jouer. Tous les outils décrits sur notre page <a href="/responsible-gaming">Jeu responsable</a> sont offerts : limites de dépôt, de perte, de mise et de session, pause de jeu de 24 heures à 6 semaines et autoexclusion de 6 mois à permanente.</p>
<p>Une autoexclusion s’applique à tous les sites exploités sous notre licence de Curaçao.</p>`,
  },
  'responsible-gaming/EE': {
    title: 'Jeu responsable (Estonie)',
    description: 'Le jeu responsable pour les joueurs relevant de la licence estonienne.',
    keywords: 'jeu responsable, Estonie, 21 ans, registre des personnes visées par une restriction',
    content: `<h1>Jeu responsable — Estonie</h1>
<p>Vous devez avoir au moins <strong>21 ans</strong> pour jouer sous la licence estonienne.</p>
<p>En plus de nos propres limites, pauses de jeu et autoexclusion, vous pouvez vous inscrire comme personne visée par une restriction auprès de l’Office estonien des impôts et des douanes. Les personnes inscrites ne peuvent jouer auprès d’aucun titulaire de licence estonien.</p>
<p>La durée de votre session est affichée à l’écran pendant que vous jouez. De l’aide en estonien est offerte par la ligne estonienne de consultation en dépendance au jeu (Hasartmängusõltuvuse Nõustamise Keskus).</p>`,
  },
  promotions: {
    title: 'Promotions',
    description: 'Forfait de bienvenue, bonis de recharge hebdomadaires, tournois, boutique de fidélité et roue des bonis.',
    keywords: 'promotions, boni, forfait de bienvenue, tournois, tours gratuits',
    content: `<h1>Promotions</h1>
<h2>Forfait de bienvenue</h2>
<p>Jusqu’à 1 500 EUR et 150 tours gratuits sur vos quatre premiers dépôts : 100 % sur le premier, 75 % sur le deuxième, 50 % sur le troisième et le quatrième dépôt. Dépôt minimum de 20 EUR, mise exigée de 40 fois le boni.</p>
<h2>Recharge hebdomadaire</h2>
<p>Chaque vendredi : 50 % jusqu’à 200 EUR et 50 tours gratuits pour un dépôt de 30 EUR ou plus.</p>
<h2>Tournois</h2>
<p>Grimpez au classement des tournois de machines à sous et de jeux en direct, avec des cagnottes chaque semaine. Consultez la page <a href="/tournaments">Tournois</a>.</p>
<h2>Boutique de fidélité</h2>
<p>Chaque mise vous rapporte des points de fidélité. Échangez-les contre de l’argent, des tours gratuits ou des récompenses spéciales dans la <a href="/rocket-mart">boutique de fidélité</a>.</p>
<h2>Roue des bonis</h2>
<p>Faites tourner la roue pour gagner des tours gratuits ou de l’argent de boni lorsque vous recevez un tour de roue.</p>
<p>Les conditions générales des bonis s’appliquent; consultez les <a href="/terms-and-conditions">Conditions générales</a>.</p>`,
  },
};
