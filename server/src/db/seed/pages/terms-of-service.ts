import type { PageText } from './page-text.ts';

/** The terms of service, in every interface language. */
export const TERMS_OF_SERVICE: PageText = {
  en: {
    title: 'Terms of service',
    metaDescription:
      'The rules for using Tracklane: accounts, plans and payment, acceptable use and liability.',
    content: `# Terms of service

_Last updated: 1 August 2026_

These terms govern your use of Tracklane. By creating an account or using the service you accept them. If you use Tracklane for a company, you confirm that you may accept them on its behalf.

## 1. The service

Tracklane receives conversion events from your servers, forwards them to the advertising and analytics platforms you connect, and shows you delivery status and analytics in a dashboard. Tracking can run on your own first-party subdomain (a CNAME record pointing to us).

## 2. Your account

- Give accurate details and keep them up to date.
- Keep your password secret; we recommend turning on two-factor authentication.
- You are responsible for what happens in your account. Tell us at once at **support@tracklane.test** if you suspect misuse.

## 3. Acceptable use

You may not use Tracklane to break the law, to send data you have no right to share, to distribute malware, to overload or probe our systems, or to get around the limits of your plan. **You are responsible for having a legal basis, such as consent, for tracking your visitors**, and for telling them about it in your own privacy notice.

## 4. Your data

Event data remains yours. We process it only to provide the service, as described in our privacy policy and data processing terms. You can export it while your subscription is active.

## 5. Plans, trials and payment

- Fees depend on the plan chosen for each domain and are charged in advance for each billing period.
- Some plans start with a free trial. If you do not cancel before the trial ends, the paid subscription begins.
- You can cancel at any time; the plan then stays active until the end of the paid period. Fees for periods already started are not refunded unless the law requires it.
- Prices exclude taxes, which are added where applicable.

## 6. Availability and changes

We work to keep Tracklane available at all times, but maintenance and events beyond our control may cause interruptions. We may improve or change features; we will announce changes that reduce what your plan includes at least 30 days in advance.

## 7. Ending the agreement

You may close your account at any time in your settings. We may suspend or close an account that seriously or repeatedly breaks these terms, normally after a warning. After closure your data is deleted within 30 days.

## 8. Liability

We provide the service with reasonable care. To the extent the law allows, our total liability is limited to the fees you paid in the 12 months before the claim, and we are not liable for indirect losses such as lost profits. Nothing in these terms limits liability that cannot be limited by law or your rights as a consumer.

## 9. Law and disputes

These terms are governed by Polish law. Disputes will be settled by the courts competent for our registered office, without prejudice to the mandatory consumer protection rules of your country.

## 10. Changes to these terms

We will tell you about important changes by email or in the dashboard at least 30 days before they take effect. If you keep using Tracklane afterwards, the new terms apply.
`,
  },
  pl: {
    title: 'Regulamin',
    metaDescription:
      'Zasady korzystania z Tracklane: konta, plany i płatności, dozwolone użycie i odpowiedzialność.',
    content: `# Regulamin

_Ostatnia aktualizacja: 1 sierpnia 2026 r._

Niniejszy regulamin określa zasady korzystania z Tracklane. Zakładając konto lub korzystając z usługi, akceptujesz go. Jeśli korzystasz z Tracklane w imieniu firmy, potwierdzasz, że możesz zaakceptować regulamin w jej imieniu.

## 1. Usługa

Tracklane odbiera zdarzenia konwersji z Twoich serwerów, przekazuje je do podłączonych platform reklamowych i analitycznych, a w panelu pokazuje stan ich dostarczenia i analizy. Śledzenie może działać w Twojej własnej subdomenie (rekord CNAME wskazujący na nas).

## 2. Twoje konto

- Podawaj prawdziwe dane i dbaj o ich aktualność.
- Nie ujawniaj hasła; zalecamy włączenie uwierzytelniania dwuskładnikowego.
- Odpowiadasz za działania wykonywane na Twoim koncie. Jeśli podejrzewasz nadużycie, niezwłocznie napisz na **support@tracklane.test**.

## 3. Dozwolone użycie

Nie wolno używać Tracklane do łamania prawa, wysyłania danych, do których udostępniania nie masz prawa, rozpowszechniania złośliwego oprogramowania, przeciążania lub skanowania naszych systemów ani do obchodzenia limitów planu. **To Ty odpowiadasz za posiadanie podstawy prawnej, np. zgody, do śledzenia odwiedzających** oraz za poinformowanie ich o tym we własnej polityce prywatności.

## 4. Twoje dane

Dane zdarzeń pozostają Twoją własnością. Przetwarzamy je wyłącznie w celu świadczenia usługi, jak opisano w polityce prywatności i umowie powierzenia. Możesz je eksportować, dopóki Twoja subskrypcja jest aktywna.

## 5. Plany, okresy próbne i płatności

- Opłaty zależą od planu wybranego dla każdej domeny i są pobierane z góry za każdy okres rozliczeniowy.
- Niektóre plany zaczynają się od bezpłatnego okresu próbnego. Jeśli nie zrezygnujesz przed jego końcem, rozpocznie się płatna subskrypcja.
- Możesz zrezygnować w dowolnym momencie; plan pozostaje wtedy aktywny do końca opłaconego okresu. Opłaty za rozpoczęte okresy nie podlegają zwrotowi, chyba że wymagają tego przepisy.
- Ceny nie zawierają podatków, które doliczamy, gdy mają zastosowanie.

## 6. Dostępność i zmiany

Dokładamy starań, aby Tracklane był stale dostępny, ale prace serwisowe i zdarzenia od nas niezależne mogą powodować przerwy. Możemy ulepszać i zmieniać funkcje; o zmianach ograniczających zakres Twojego planu poinformujemy co najmniej 30 dni wcześniej.

## 7. Rozwiązanie umowy

Możesz w każdej chwili zamknąć konto w ustawieniach. Możemy zawiesić lub zamknąć konto, które poważnie lub wielokrotnie narusza regulamin, zwykle po wcześniejszym ostrzeżeniu. Po zamknięciu konta Twoje dane usuwamy w ciągu 30 dni.

## 8. Odpowiedzialność

Świadczymy usługę z należytą starannością. W zakresie dozwolonym przez prawo nasza łączna odpowiedzialność jest ograniczona do opłat zapłaconych w ciągu 12 miesięcy przed zgłoszeniem roszczenia i nie obejmuje szkód pośrednich, takich jak utracone korzyści. Regulamin nie ogranicza odpowiedzialności, której prawo nie pozwala ograniczyć, ani Twoich praw konsumenta.

## 9. Prawo właściwe i spory

Regulamin podlega prawu polskiemu. Spory rozstrzygają sądy właściwe dla naszej siedziby, z zastrzeżeniem bezwzględnie obowiązujących przepisów o ochronie konsumentów w Twoim kraju.

## 10. Zmiany regulaminu

O istotnych zmianach poinformujemy Cię e-mailem lub w panelu co najmniej 30 dni przed ich wejściem w życie. Dalsze korzystanie z Tracklane po tym terminie oznacza akceptację nowego regulaminu.
`,
  },
  es: {
    title: 'Condiciones del servicio',
    metaDescription:
      'Las normas de uso de Tracklane: cuentas, planes y pagos, uso aceptable y responsabilidad.',
    content: `# Condiciones del servicio

_Última actualización: 1 de agosto de 2026_

Estas condiciones regulan el uso de Tracklane. Al crear una cuenta o usar el servicio, las aceptas. Si usas Tracklane en nombre de una empresa, confirmas que puedes aceptarlas en su nombre.

## 1. El servicio

Tracklane recibe eventos de conversión de tus servidores, los reenvía a las plataformas de publicidad y analítica que conectes y te muestra su estado de entrega y sus análisis en un panel. El seguimiento puede funcionar en tu propio subdominio (un registro CNAME que apunta a nosotros).

## 2. Tu cuenta

- Facilita datos veraces y mantenlos actualizados.
- Mantén tu contraseña en secreto; te recomendamos activar la autenticación en dos pasos.
- Eres responsable de lo que ocurre en tu cuenta. Avísanos de inmediato en **support@tracklane.test** si sospechas un uso indebido.

## 3. Uso aceptable

No puedes usar Tracklane para infringir la ley, enviar datos que no tienes derecho a compartir, distribuir malware, sobrecargar o sondear nuestros sistemas ni eludir los límites de tu plan. **Eres responsable de contar con una base legal, como el consentimiento, para hacer el seguimiento de tus visitantes** y de informarles en tu propia política de privacidad.

## 4. Tus datos

Los datos de eventos siguen siendo tuyos. Solo los tratamos para prestar el servicio, como se describe en nuestra política de privacidad y en el acuerdo de tratamiento de datos. Puedes exportarlos mientras tu suscripción esté activa.

## 5. Planes, periodos de prueba y pagos

- Las tarifas dependen del plan elegido para cada dominio y se cobran por adelantado en cada periodo de facturación.
- Algunos planes empiezan con una prueba gratuita. Si no cancelas antes de que termine, comienza la suscripción de pago.
- Puedes cancelar en cualquier momento; el plan sigue activo hasta el final del periodo pagado. Las cuotas de periodos ya iniciados no se reembolsan salvo que la ley lo exija.
- Los precios no incluyen impuestos, que se añaden cuando corresponda.

## 6. Disponibilidad y cambios

Trabajamos para que Tracklane esté siempre disponible, pero el mantenimiento y hechos ajenos a nuestro control pueden causar interrupciones. Podemos mejorar o cambiar funciones; anunciaremos con al menos 30 días de antelación los cambios que reduzcan lo que incluye tu plan.

## 7. Fin del contrato

Puedes cerrar tu cuenta en cualquier momento desde los ajustes. Podemos suspender o cerrar una cuenta que incumpla estas condiciones de forma grave o reiterada, normalmente tras un aviso. Tras el cierre, tus datos se eliminan en un plazo de 30 días.

## 8. Responsabilidad

Prestamos el servicio con una diligencia razonable. En la medida en que la ley lo permita, nuestra responsabilidad total se limita a las cuotas que pagaste en los 12 meses anteriores a la reclamación y no respondemos de daños indirectos como el lucro cesante. Nada en estas condiciones limita la responsabilidad que la ley no permite limitar ni tus derechos como consumidor.

## 9. Ley aplicable y litigios

Estas condiciones se rigen por la ley polaca. Los litigios se resolverán ante los tribunales competentes de nuestro domicilio social, sin perjuicio de las normas imperativas de protección de los consumidores de tu país.

## 10. Cambios en estas condiciones

Te informaremos de los cambios importantes por correo o en el panel al menos 30 días antes de que entren en vigor. Si sigues usando Tracklane después, se aplicarán las nuevas condiciones.
`,
  },
  de: {
    title: 'Nutzungsbedingungen',
    metaDescription:
      'Die Regeln für die Nutzung von Tracklane: Konten, Tarife und Zahlung, zulässige Nutzung und Haftung.',
    content: `# Nutzungsbedingungen

_Zuletzt aktualisiert: 1. August 2026_

Diese Bedingungen regeln Ihre Nutzung von Tracklane. Mit dem Anlegen eines Kontos oder der Nutzung des Dienstes erkennen Sie sie an. Wenn Sie Tracklane für ein Unternehmen nutzen, bestätigen Sie, dass Sie die Bedingungen in dessen Namen annehmen dürfen.

## 1. Der Dienst

Tracklane empfängt Conversion-Ereignisse von Ihren Servern, leitet sie an die von Ihnen verbundenen Werbe- und Analyseplattformen weiter und zeigt Ihnen Zustellstatus und Auswertungen in einem Dashboard. Das Tracking kann über Ihre eigene First-Party-Subdomain laufen (ein CNAME-Eintrag, der auf uns zeigt).

## 2. Ihr Konto

- Machen Sie zutreffende Angaben und halten Sie sie aktuell.
- Halten Sie Ihr Passwort geheim; wir empfehlen, die Zwei-Faktor-Authentifizierung zu aktivieren.
- Sie sind für alles verantwortlich, was in Ihrem Konto geschieht. Melden Sie einen Missbrauchsverdacht sofort an **support@tracklane.test**.

## 3. Zulässige Nutzung

Sie dürfen Tracklane nicht nutzen, um gegen Gesetze zu verstoßen, Daten zu senden, die Sie nicht weitergeben dürfen, Schadsoftware zu verbreiten, unsere Systeme zu überlasten oder auszuspähen oder die Grenzen Ihres Tarifs zu umgehen. **Sie sind dafür verantwortlich, eine Rechtsgrundlage, etwa eine Einwilligung, für das Tracking Ihrer Besucher zu haben** und diese in Ihrer eigenen Datenschutzerklärung darüber zu informieren.

## 4. Ihre Daten

Ereignisdaten bleiben Ihre Daten. Wir verarbeiten sie nur, um den Dienst zu erbringen, wie in unserer Datenschutzerklärung und im Auftragsverarbeitungsvertrag beschrieben. Solange Ihr Abonnement aktiv ist, können Sie sie exportieren.

## 5. Tarife, Testphasen und Zahlung

- Die Gebühren richten sich nach dem für jede Domain gewählten Tarif und werden für jeden Abrechnungszeitraum im Voraus berechnet.
- Manche Tarife beginnen mit einer kostenlosen Testphase. Kündigen Sie nicht vor deren Ende, beginnt das kostenpflichtige Abonnement.
- Sie können jederzeit kündigen; der Tarif bleibt dann bis zum Ende des bezahlten Zeitraums aktiv. Gebühren für begonnene Zeiträume werden nicht erstattet, sofern das Gesetz nichts anderes verlangt.
- Die Preise verstehen sich zuzüglich der gegebenenfalls anfallenden Steuern.

## 6. Verfügbarkeit und Änderungen

Wir setzen uns dafür ein, dass Tracklane jederzeit verfügbar ist, doch Wartungsarbeiten und Ereignisse außerhalb unseres Einflusses können zu Unterbrechungen führen. Wir dürfen Funktionen verbessern oder ändern; Änderungen, die den Umfang Ihres Tarifs verringern, kündigen wir mindestens 30 Tage im Voraus an.

## 7. Vertragsende

Sie können Ihr Konto jederzeit in den Einstellungen schließen. Wir können ein Konto sperren oder schließen, das schwer oder wiederholt gegen diese Bedingungen verstößt, in der Regel nach einer Warnung. Nach der Schließung werden Ihre Daten innerhalb von 30 Tagen gelöscht.

## 8. Haftung

Wir erbringen den Dienst mit angemessener Sorgfalt. Soweit gesetzlich zulässig, ist unsere Gesamthaftung auf die Gebühren begrenzt, die Sie in den 12 Monaten vor dem Anspruch gezahlt haben, und wir haften nicht für mittelbare Schäden wie entgangenen Gewinn. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, oder Ihre Rechte als Verbraucher.

## 9. Recht und Streitigkeiten

Diese Bedingungen unterliegen polnischem Recht. Für Streitigkeiten sind die Gerichte an unserem Sitz zuständig, unbeschadet der zwingenden Verbraucherschutzvorschriften Ihres Landes.

## 10. Änderungen dieser Bedingungen

Über wesentliche Änderungen informieren wir Sie mindestens 30 Tage vor ihrem Inkrafttreten per E-Mail oder im Dashboard. Wenn Sie Tracklane danach weiter nutzen, gelten die neuen Bedingungen.
`,
  },
  fr: {
    title: 'Conditions d’utilisation',
    metaDescription:
      'Les règles d’utilisation de Tracklane : comptes, offres et paiement, usage acceptable et responsabilité.',
    content: `# Conditions d’utilisation

_Dernière mise à jour : 1er août 2026_

Ces conditions régissent votre utilisation de Tracklane. En créant un compte ou en utilisant le service, vous les acceptez. Si vous utilisez Tracklane pour une entreprise, vous confirmez être habilité à les accepter en son nom.

## 1. Le service

Tracklane reçoit les événements de conversion de vos serveurs, les transmet aux plateformes publicitaires et d’analyse que vous connectez, et vous présente leur statut de livraison et leurs analyses dans un tableau de bord. Le suivi peut fonctionner sur votre propre sous-domaine (un enregistrement CNAME pointant vers nous).

## 2. Votre compte

- Fournissez des informations exactes et tenez-les à jour.
- Gardez votre mot de passe secret ; nous vous recommandons d’activer l’authentification à deux facteurs.
- Vous êtes responsable de ce qui se passe sur votre compte. Prévenez-nous immédiatement à **support@tracklane.test** si vous soupçonnez un abus.

## 3. Usage acceptable

Vous ne pouvez pas utiliser Tracklane pour enfreindre la loi, envoyer des données que vous n’avez pas le droit de partager, diffuser des logiciels malveillants, surcharger ou sonder nos systèmes, ni contourner les limites de votre offre. **Il vous appartient de disposer d’une base légale, comme le consentement, pour suivre vos visiteurs** et de les en informer dans votre propre politique de confidentialité.

## 4. Vos données

Les données d’événements restent les vôtres. Nous ne les traitons que pour fournir le service, comme décrit dans notre politique de confidentialité et notre accord de traitement des données. Vous pouvez les exporter tant que votre abonnement est actif.

## 5. Offres, essais et paiement

- Les tarifs dépendent de l’offre choisie pour chaque domaine et sont facturés d’avance pour chaque période.
- Certaines offres commencent par un essai gratuit. Si vous ne résiliez pas avant la fin de l’essai, l’abonnement payant démarre.
- Vous pouvez résilier à tout moment ; l’offre reste alors active jusqu’à la fin de la période payée. Les montants des périodes entamées ne sont pas remboursés, sauf si la loi l’exige.
- Les prix s’entendent hors taxes, ajoutées le cas échéant.

## 6. Disponibilité et évolutions

Nous faisons en sorte que Tracklane soit disponible en permanence, mais la maintenance et des événements indépendants de notre volonté peuvent entraîner des interruptions. Nous pouvons améliorer ou modifier les fonctionnalités ; nous annoncerons au moins 30 jours à l’avance tout changement réduisant le contenu de votre offre.

## 7. Fin du contrat

Vous pouvez fermer votre compte à tout moment dans vos paramètres. Nous pouvons suspendre ou fermer un compte qui enfreint gravement ou de façon répétée ces conditions, en principe après un avertissement. Après la fermeture, vos données sont supprimées sous 30 jours.

## 8. Responsabilité

Nous fournissons le service avec une diligence raisonnable. Dans la mesure permise par la loi, notre responsabilité totale est limitée aux sommes que vous avez payées au cours des 12 mois précédant la réclamation, et nous ne sommes pas responsables des dommages indirects tels que le manque à gagner. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni vos droits de consommateur.

## 9. Droit applicable et litiges

Ces conditions sont régies par le droit polonais. Les litiges relèvent des tribunaux compétents du lieu de notre siège, sans préjudice des règles impératives de protection des consommateurs de votre pays.

## 10. Modifications de ces conditions

Nous vous informerons des changements importants par e-mail ou dans le tableau de bord au moins 30 jours avant leur entrée en vigueur. Si vous continuez ensuite à utiliser Tracklane, les nouvelles conditions s’appliquent.
`,
  },
};
