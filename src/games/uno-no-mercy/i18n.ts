/**
 * Uno No Mercy's texts: the board item, card names, move buttons, prompts, event lines, rules and the lessons of
 * the side tray. Numbers stay free of plural nouns ("Take: {n}") because Russian and others
 * inflect nouns by count.
 */
import type { Catalog } from "../../i18n/types";

export const UNO_TEXTS = {
  "item.uno_board.name": {
    en: "Uno No Mercy Board",
    de: "Uno-No-Mercy-Brett",
    es: "Tablero de Uno No Mercy",
    fr: "Plateau de Uno No Mercy",
    pt_BR: "Tabuleiro de Uno No Mercy",
    ru: "Доска для Uno No Mercy",
  },
  "item.uno_board.hint": {
    en: "Fit it into a Small Game Table to play Uno No Mercy.",
    de: "In einen kleinen Spieltisch einsetzen, um Uno No Mercy zu spielen.",
    es: "Colócalo en una mesa de juego pequeña para jugar a Uno No Mercy.",
    fr: "Posez-le sur une petite table de jeu pour jouer à Uno No Mercy.",
    pt_BR: "Encaixe numa mesa de jogo pequena para jogar Uno No Mercy.",
    ru: "Положите её на малый игровой стол, чтобы играть в Uno No Mercy.",
  },

  "uno.colour.red": { en: "Red", de: "Rot", es: "Rojo", fr: "Rouge", pt_BR: "Vermelho", ru: "Красный" },
  "uno.colour.yellow": { en: "Yellow", de: "Gelb", es: "Amarillo", fr: "Jaune", pt_BR: "Amarelo", ru: "Жёлтый" },
  "uno.colour.green": { en: "Green", de: "Grün", es: "Verde", fr: "Vert", pt_BR: "Verde", ru: "Зелёный" },
  "uno.colour.blue": { en: "Blue", de: "Blau", es: "Azul", fr: "Bleu", pt_BR: "Azul", ru: "Синий" },

  "uno.card.number": { en: "{colour} {n}", de: "{colour} {n}", es: "{colour} {n}", fr: "{colour} {n}", pt_BR: "{colour} {n}", ru: "{colour} {n}" },
  "uno.card.skip": { en: "{colour} Skip", de: "{colour} Aussetzen", es: "{colour} Salta", fr: "{colour} Passe", pt_BR: "{colour} Pular", ru: "{colour} Пропуск хода" },
  "uno.card.reverse": { en: "{colour} Reverse", de: "{colour} Richtungswechsel", es: "{colour} Reversa", fr: "{colour} Inversion", pt_BR: "{colour} Inverter", ru: "{colour} Разворот" },
  "uno.card.draw_two": { en: "{colour} Draw Two", de: "{colour} Zieh zwei", es: "{colour} Roba dos", fr: "{colour} +2", pt_BR: "{colour} Compre duas", ru: "{colour} Возьми две" },
  "uno.card.discard_all": { en: "{colour} Discard All", de: "{colour} Alle abwerfen", es: "{colour} Descarta todo", fr: "{colour} Défausse tout", pt_BR: "{colour} Descarte tudo", ru: "{colour} Сбросить все" },
  "uno.card.skip_everyone": { en: "{colour} Skip Everyone", de: "{colour} Alle aussetzen", es: "{colour} Salta a todos", fr: "{colour} Tout le monde passe", pt_BR: "{colour} Pular todos", ru: "{colour} Пропуск для всех" },
  "uno.card.draw_four": { en: "{colour} Draw Four", de: "{colour} Zieh vier", es: "{colour} Roba cuatro", fr: "{colour} +4", pt_BR: "{colour} Compre quatro", ru: "{colour} Возьми четыре" },
  "uno.card.wild_reverse_four": { en: "Wild Reverse Draw Four", de: "Wünscher Richtungswechsel Zieh vier", es: "Comodín Reversa Roba cuatro", fr: "Joker Inversion +4", pt_BR: "Coringa Inverter Compre quatro", ru: "Дикая Разворот Возьми четыре" },
  "uno.card.wild_draw_six": { en: "Wild Draw Six", de: "Wünscher Zieh sechs", es: "Comodín Roba seis", fr: "Joker +6", pt_BR: "Coringa Compre seis", ru: "Дикая Возьми шесть" },
  "uno.card.wild_draw_ten": { en: "Wild Draw Ten", de: "Wünscher Zieh zehn", es: "Comodín Roba diez", fr: "Joker +10", pt_BR: "Coringa Compre dez", ru: "Дикая Возьми десять" },
  "uno.card.wild_roulette": { en: "Wild Color Roulette", de: "Wünscher Farbroulette", es: "Comodín Ruleta de color", fr: "Joker Roulette des couleurs", pt_BR: "Coringa Roleta de cores", ru: "Дикая Цветная рулетка" },

  "uno.button.colour": { en: "{card}: {colour}", de: "{card}: {colour}", es: "{card}: {colour}", fr: "{card} : {colour}", pt_BR: "{card}: {colour}", ru: "{card}: {colour}" },
  "uno.button.swap": { en: "{card}: swap with {player}", de: "{card}: tauschen mit {player}", es: "{card}: cambiar con {player}", fr: "{card} : échanger avec {player}", pt_BR: "{card}: trocar com {player}", ru: "{card}: обмен с {player}" },
  "uno.button.uno": { en: "{label} + UNO!", de: "{label} + UNO!", es: "{label} + ¡UNO!", fr: "{label} + UNO !", pt_BR: "{label} + UNO!", ru: "{label} + УНО!" },
  "uno.button.draw": { en: "Draw until playable", de: "Ziehen, bis eine passt", es: "Robar hasta poder jugar", fr: "Piocher jusqu'à pouvoir jouer", pt_BR: "Comprar até poder jogar", ru: "Тянуть до подходящей" },
  "uno.button.take": { en: "Take: {n}", de: "Nehmen: {n}", es: "Robar: {n}", fr: "Prendre : {n}", pt_BR: "Pegar: {n}", ru: "Взять: {n}" },
  "uno.button.keep": { en: "Keep it", de: "Behalten", es: "Quedármela", fr: "La garder", pt_BR: "Ficar com ela", ru: "Оставить" },
  "uno.button.catch": { en: "Catch {player}!", de: "{player} erwischt!", es: "¡Pillar a {player}!", fr: "Attraper {player} !", pt_BR: "Pegar {player}!", ru: "Поймать: {player}!" },

  "uno.button.choose_colour": { en: "{card}: choose a colour", de: "{card}: Farbe wählen", es: "{card}: elegir color", fr: "{card} : choisir une couleur", pt_BR: "{card}: escolher a cor", ru: "{card}: выбрать цвет" },
  "uno.button.choose_player": { en: "{card}: choose a player", de: "{card}: Spieler wählen", es: "{card}: elegir jugador", fr: "{card} : choisir un joueur", pt_BR: "{card}: escolher o jogador", ru: "{card}: выбрать игрока" },
  "uno.button.back": { en: "Back to my hand", de: "Zurück zur Hand", es: "Volver a la mano", fr: "Retour à la main", pt_BR: "Voltar à mão", ru: "Назад к картам" },

  "uno.prompt.colour": { en: "Choose the colour for {card}.", de: "Wähle die Farbe für {card}.", es: "Elige el color para {card}.", fr: "Choisissez la couleur pour {card}.", pt_BR: "Escolha a cor para {card}.", ru: "Выберите цвет для карты {card}." },
  "uno.prompt.player": { en: "Choose who swaps hands with you.", de: "Wähle, wer mit dir die Hand tauscht.", es: "Elige con quién cambias la mano.", fr: "Choisissez avec qui échanger votre main.", pt_BR: "Escolha com quem trocar a mão.", ru: "Выберите, с кем обменяться картами." },

  "uno.panel.hand": { en: "{player}: cards: {n}", de: "{player}: Karten: {n}", es: "{player}: cartas: {n}", fr: "{player} : cartes : {n}", pt_BR: "{player}: cartas: {n}", ru: "{player}: карт: {n}" },
  "uno.panel.out": { en: "{player}: out by mercy", de: "{player}: raus durch Gnade", es: "{player}: eliminado por piedad", fr: "{player} : éliminé par pitié", pt_BR: "{player}: fora por misericórdia", ru: "{player}: выбыл по милосердию" },
  "uno.panel.draw": { en: "Draw pile: {n}", de: "Nachziehstapel: {n}", es: "Mazo: {n}", fr: "Pioche : {n}", pt_BR: "Monte: {n}", ru: "Колода: {n}" },
  "uno.panel.colour": { en: "Colour: {colour}", de: "Farbe: {colour}", es: "Color: {colour}", fr: "Couleur : {colour}", pt_BR: "Cor: {colour}", ru: "Цвет: {colour}" },
  "uno.counter.pending": { en: "Draws stacked: {n}", de: "Gestapelte Ziehkarten: {n}", es: "Robos apilados: {n}", fr: "Cartes à piocher : {n}", pt_BR: "Compras empilhadas: {n}", ru: "Набрано «возьми»: {n}" },
  "uno.counter.mercy": { en: "Mercy: out at {limit}", de: "Gnade: raus ab {limit}", es: "Piedad: fuera con {limit}", fr: "Pitié : éliminé à {limit}", pt_BR: "Misericórdia: fora com {limit}", ru: "Милосердие: выбывает при {limit}" },
  "uno.counter.room": { en: "Cards until mercy: {n}", de: "Karten bis zur Gnade: {n}", es: "Cartas hasta la piedad: {n}", fr: "Cartes avant la pitié : {n}", pt_BR: "Cartas até a misericórdia: {n}", ru: "Карт до выбывания: {n}" },
  "uno.counter.hand": { en: "Hand: {n}", de: "Runde: {n}", es: "Mano: {n}", fr: "Manche : {n}", pt_BR: "Mão: {n}", ru: "Раздача: {n}" },

  "uno.result.points": { en: "Card points: {n}", de: "Kartenpunkte: {n}", es: "Puntos en cartas: {n}", fr: "Points en main : {n}", pt_BR: "Pontos nas cartas: {n}", ru: "Очки карт: {n}" },
  "uno.result.out": { en: "Out by mercy", de: "Raus durch Gnade", es: "Eliminado por piedad", fr: "Éliminé par pitié", pt_BR: "Fora por misericórdia", ru: "Выбыл по милосердию" },
  "uno.result.score": { en: "{player}: {n}", de: "{player}: {n}", es: "{player}: {n}", fr: "{player} : {n}", pt_BR: "{player}: {n}", ru: "{player}: {n}" },
  "uno.result.join": { en: "{a} · {b}", de: "{a} · {b}", es: "{a} · {b}", fr: "{a} · {b}", pt_BR: "{a} · {b}", ru: "{a} · {b}" },
  "uno.result.won": { en: "{player} wins the match.", de: "{player} gewinnt die Partie.", es: "{player} gana la partida.", fr: "{player} remporte la partie.", pt_BR: "{player} vence a partida.", ru: "{player} выигрывает матч." },

  "uno.prompt.turn": { en: "Your turn. Colour in play: {colour}.", de: "Du bist dran. Farbe: {colour}.", es: "Tu turno. Color en juego: {colour}.", fr: "À vous. Couleur en jeu : {colour}.", pt_BR: "Sua vez. Cor em jogo: {colour}.", ru: "Ваш ход. Цвет в игре: {colour}." },
  "uno.prompt.stack": { en: "Stack a draw card, or take: {n}.", de: "Lege eine Ziehkarte drauf oder nimm: {n}.", es: "Apila una carta de robar o roba: {n}.", fr: "Empilez une carte +, ou prenez : {n}.", pt_BR: "Empilhe uma carta de compra ou pegue: {n}.", ru: "Положите карту «возьми» сверху или возьмите: {n}." },
  "uno.prompt.drawn": { en: "You drew a card you can play.", de: "Du hast eine spielbare Karte gezogen.", es: "Has robado una carta que puedes jugar.", fr: "Vous avez pioché une carte jouable.", pt_BR: "Você comprou uma carta que pode jogar.", ru: "Вы вытянули карту, которую можно сыграть." },
  "uno.prompt.pick": { en: "Color Roulette: name a colour, then take cards until it shows.", de: "Farbroulette: Nenne eine Farbe und ziehe, bis sie erscheint.", es: "Ruleta de color: elige un color y roba hasta que salga.", fr: "Roulette : nommez une couleur, puis piochez jusqu'à ce qu'elle sorte.", pt_BR: "Roleta: escolha uma cor e compre até ela aparecer.", ru: "Рулетка: назовите цвет и тяните карты, пока он не выпадет." },
  "uno.prompt.wait": { en: "Waiting for {player}.", de: "Warte auf {player}.", es: "Esperando a {player}.", fr: "En attente de {player}.", pt_BR: "Aguardando {player}.", ru: "Ждём: {player}." },

  "uno.event.play": { en: "{player} played {card}.", de: "{player} spielte {card}.", es: "{player} jugó {card}.", fr: "{player} a joué {card}.", pt_BR: "{player} jogou {card}.", ru: "{player}: сыграна карта {card}." },
  "uno.event.draw": { en: "{player} drew. Cards: {n}.", de: "{player} zog. Karten: {n}.", es: "{player} robó. Cartas: {n}.", fr: "{player} a pioché. Cartes : {n}.", pt_BR: "{player} comprou. Cartas: {n}.", ru: "{player} тянет. Карт: {n}." },
  "uno.event.take": { en: "{player} took: {n}.", de: "{player} nahm: {n}.", es: "{player} robó: {n}.", fr: "{player} a pris : {n}.", pt_BR: "{player} pegou: {n}.", ru: "{player} берёт: {n}." },
  "uno.event.pick": { en: "{player} named {colour}.", de: "{player} wählte {colour}.", es: "{player} eligió {colour}.", fr: "{player} a nommé {colour}.", pt_BR: "{player} escolheu {colour}.", ru: "{player} называет цвет: {colour}." },
  "uno.event.catch": { en: "{player} caught {other} without UNO.", de: "{player} erwischte {other} ohne UNO.", es: "{player} pilló a {other} sin UNO.", fr: "{player} a attrapé {other} sans UNO.", pt_BR: "{player} pegou {other} sem UNO.", ru: "{player} ловит: {other} без УНО." },
  "uno.event.out": { en: "{player} is knocked out by the mercy rule.", de: "{player} scheidet durch die Gnadenregel aus.", es: "{player} queda eliminado por la regla de piedad.", fr: "{player} est éliminé par la règle de pitié.", pt_BR: "{player} foi eliminado pela regra da misericórdia.", ru: "{player} выбывает по правилу милосердия." },
  "uno.event.win": { en: "{player} went out. Score: {n}.", de: "{player} ist raus. Punkte: {n}.", es: "{player} se quedó sin cartas. Puntos: {n}.", fr: "{player} a fini. Points : {n}.", pt_BR: "{player} bateu. Pontos: {n}.", ru: "{player} сбрасывает все карты. Очки: {n}." },
  "uno.event.keep": { en: "{player} kept the drawn card.", de: "{player} behielt die gezogene Karte.", es: "{player} se quedó la carta robada.", fr: "{player} a gardé la carte piochée.", pt_BR: "{player} ficou com a carta comprada.", ru: "{player} оставляет вытянутую карту." },

  "uno.preset.no_mercy": { en: "No Mercy", de: "Keine Gnade", es: "Sin piedad", fr: "Sans pitié", pt_BR: "Sem misericórdia", ru: "Без пощады" },
  "uno.preset.classic_stacking": { en: "Classic stacking", de: "Klassisches Stapeln", es: "Apilado clásico", fr: "Empilage classique", pt_BR: "Empilhamento clássico", ru: "Классическое наложение" },
  "uno.rules.stack_higher": { en: "A draw card stacks on one of equal or lower value; nothing stacks on a Wild Draw Ten.", de: "Ziehkarten gehen auf gleich- oder niedrigere; auf Zieh zehn geht nichts.", es: "Las cartas de robar se apilan sobre una de igual o menor valor; sobre Roba diez no se apila nada.", fr: "Les cartes + s'empilent sur une de valeur égale ou inférieure ; rien sur un Joker +10.", pt_BR: "Cartas de compra empilham sobre uma de valor igual ou menor; nada empilha sobre Compre dez.", ru: "Карты «возьми» кладутся на карту равного или меньшего значения; на «Возьми десять» ничего." },
  "uno.rules.stack_equal": { en: "Draw cards stack only on one of the same value.", de: "Ziehkarten gehen nur auf gleichwertige.", es: "Las cartas de robar solo se apilan sobre una del mismo valor.", fr: "Les cartes + ne s'empilent que sur une de même valeur.", pt_BR: "Cartas de compra só empilham sobre uma de mesmo valor.", ru: "Карты «возьми» кладутся только на карту того же значения." },
  "uno.rules.mercy": { en: "Mercy: {limit} cards or more knocks a player out; whoever caused it scores {bonus}.", de: "Gnade: Ab {limit} Karten scheidet man aus; wer es verursacht, erhält {bonus}.", es: "Piedad: con {limit} cartas o más quedas eliminado; quien lo causó gana {bonus}.", fr: "Pitié : à {limit} cartes ou plus, on est éliminé ; qui l'a causé marque {bonus}.", pt_BR: "Misericórdia: com {limit} cartas ou mais, o jogador sai; quem causou ganha {bonus}.", ru: "Милосердие: при {limit} картах и больше игрок выбывает; виновник получает {bonus}." },
  "uno.rules.target": { en: "First to {target} wins the match.", de: "Wer zuerst {target} erreicht, gewinnt.", es: "Gana quien llegue primero a {target}.", fr: "Le premier à {target} gagne la partie.", pt_BR: "Vence quem chegar primeiro a {target}.", ru: "Побеждает первый, кто наберёт {target}." },
  "uno.rules.draw": { en: "No card to play: draw until one plays, then play it.", de: "Keine passende Karte: ziehen, bis eine passt, und sie spielen.", es: "Sin carta para jugar: roba hasta que una sirva y juégala.", fr: "Aucune carte jouable : piochez jusqu'à en trouver une, puis jouez-la.", pt_BR: "Sem carta para jogar: compre até uma servir e jogue-a.", ru: "Нечем ходить: тяните, пока не найдёте подходящую, и сыграйте её." },
  "uno.rules.draw_keep": { en: "No card to play: draw until one plays; play it or keep it.", de: "Keine passende Karte: ziehen, bis eine passt; spielen oder behalten.", es: "Sin carta para jugar: roba hasta que una sirva; juégala o quédatela.", fr: "Aucune carte jouable : piochez jusqu'à en trouver une ; jouez-la ou gardez-la.", pt_BR: "Sem carta para jogar: compre até uma servir; jogue-a ou fique com ela.", ru: "Нечем ходить: тяните до подходящей; сыграйте её или оставьте." },

  "uno.lesson.match.title": { en: "Match the pile", de: "Passend ablegen", es: "Combina con la pila", fr: "Suivez la défausse", pt_BR: "Combine com a pilha", ru: "Совпадение с колодой сброса" },
  "uno.lesson.match.body": {
    en: "Play one card that matches the top card's colour, number or symbol. A wild card goes on anything, and you name the colour.",
    de: "Lege eine Karte, die in Farbe, Zahl oder Symbol zur obersten Karte passt. Ein Wünscher passt immer, und du bestimmst die Farbe.",
    es: "Juega una carta que coincida en color, número o símbolo con la de arriba. Un comodín va sobre cualquiera y tú eliges el color.",
    fr: "Jouez une carte de même couleur, même chiffre ou même symbole que celle du dessus. Un joker va sur tout, et vous nommez la couleur.",
    pt_BR: "Jogue uma carta da mesma cor, número ou símbolo da carta do topo. Um coringa vale sobre qualquer uma, e você escolhe a cor.",
    ru: "Сыграйте карту того же цвета, числа или символа, что и верхняя. Дикая карта кладётся на любую, и вы называете цвет.",
  },
  "uno.lesson.draw.title": { en: "Draw until you can play", de: "Ziehen, bis es passt", es: "Roba hasta poder jugar", fr: "Piochez jusqu'à pouvoir jouer", pt_BR: "Compre até poder jogar", ru: "Тяните до подходящей" },
  "uno.lesson.draw.body": {
    en: "With no card to play, you draw from the pile until a playable card shows, then you play it. When the pile runs out, the discards under the top card are shuffled into a new one.",
    de: "Passt keine Karte, ziehst du, bis eine passende kommt, und spielst sie. Ist der Stapel leer, werden die Karten unter der obersten Ablagekarte neu gemischt.",
    es: "Si no puedes jugar, robas hasta que salga una carta jugable y la juegas. Si el mazo se acaba, se barajan los descartes bajo la carta de arriba.",
    fr: "Sans carte jouable, piochez jusqu'à en trouver une, puis jouez-la. Quand la pioche est vide, la défausse sous la carte du dessus est mélangée pour la refaire.",
    pt_BR: "Sem carta para jogar, compre até sair uma carta jogável e jogue-a. Quando o monte acaba, os descartes sob a carta do topo são embaralhados.",
    ru: "Если ходить нечем, тяните карты, пока не выпадет подходящая, и сыграйте её. Когда колода кончится, сброс под верхней картой перемешивается в новую.",
  },
  "uno.lesson.stack.title": { en: "Stack the draws", de: "Ziehkarten stapeln", es: "Apila los robos", fr: "Empilez les +", pt_BR: "Empilhe as compras", ru: "Складывайте штрафы" },
  "uno.lesson.stack.body": {
    en: "Draw Two, Draw Four, Wild Draw Six and Wild Draw Ten add up. Answer with a draw card of equal or higher value to pass the total on, or take them all and lose your turn.",
    de: "Zieh zwei, Zieh vier, Zieh sechs und Zieh zehn zählen zusammen. Lege eine gleich hohe oder höhere Ziehkarte drauf, um die Summe weiterzugeben, oder nimm alle und setze aus.",
    es: "Roba dos, Roba cuatro, Roba seis y Roba diez se suman. Responde con una carta de robar de igual o mayor valor para pasar el total, o roba todas y pierde el turno.",
    fr: "+2, +4, Joker +6 et Joker +10 s'additionnent. Répondez avec une carte + de valeur égale ou supérieure pour passer le total, ou prenez tout et passez votre tour.",
    pt_BR: "Compre duas, quatro, seis e dez se somam. Responda com uma carta de compra de valor igual ou maior para passar o total, ou pegue todas e perca a vez.",
    ru: "«Возьми две», «четыре», «шесть» и «десять» складываются. Ответьте картой «возьми» того же или большего значения, чтобы передать сумму, или возьмите всё и пропустите ход.",
  },
  "uno.lesson.stack.ten": { en: "Nothing may be stacked on a Wild Draw Ten.", de: "Auf Zieh zehn darf nichts gelegt werden.", es: "Sobre un Roba diez no se puede apilar nada.", fr: "Rien ne s'empile sur un Joker +10.", pt_BR: "Nada pode ser empilhado sobre um Compre dez.", ru: "На «Возьми десять» ничего класть нельзя." },
  "uno.lesson.actions.title": { en: "Skips and reverses", de: "Aussetzen und Richtungswechsel", es: "Saltos y reversas", fr: "Passes et inversions", pt_BR: "Pular e inverter", ru: "Пропуски и развороты" },
  "uno.lesson.actions.body": {
    en: "Skip: the next player misses a turn. Reverse: play turns the other way; with two players it acts as a Skip. Skip Everyone: everyone else misses a turn and you play again.",
    de: "Aussetzen: Der Nächste setzt aus. Richtungswechsel: Es geht andersherum weiter, zu zweit wie Aussetzen. Alle aussetzen: Alle anderen setzen aus, du spielst noch einmal.",
    es: "Salta: el siguiente pierde el turno. Reversa: el juego cambia de sentido; con dos jugadores, hace de Salta. Salta a todos: los demás pierden el turno y juegas otra vez.",
    fr: "Passe : le joueur suivant passe son tour. Inversion : le sens du jeu change ; à deux, elle agit comme une Passe. Tout le monde passe : vous rejouez.",
    pt_BR: "Pular: o próximo perde a vez. Inverter: o jogo muda de sentido; com dois jogadores, age como Pular. Pular todos: os outros perdem a vez e você joga de novo.",
    ru: "Пропуск хода: следующий игрок пропускает ход. Разворот: игра идёт в обратную сторону; вдвоём действует как пропуск. Пропуск для всех: вы ходите снова.",
  },
  "uno.lesson.actions.discard": {
    en: "Discard All: every other card of its colour in your hand goes on the pile with it.",
    de: "Alle abwerfen: Alle anderen Karten dieser Farbe auf deiner Hand kommen mit auf den Stapel.",
    es: "Descarta todo: las demás cartas de su color de tu mano van a la pila con ella.",
    fr: "Défausse tout : toutes vos autres cartes de sa couleur vont sur la défausse avec elle.",
    pt_BR: "Descarte tudo: todas as outras cartas dessa cor da sua mão vão para a pilha com ela.",
    ru: "Сбросить все: все остальные карты этого цвета из вашей руки уходят в сброс вместе с ней.",
  },
  "uno.lesson.swap.title": { en: "Sevens and zeros", de: "Siebenen und Nullen", es: "Sietes y ceros", fr: "Les 7 et les 0", pt_BR: "Setes e zeros", ru: "Семёрки и нули" },
  "uno.lesson.swap.body": {
    en: "A 7 swaps your hand with the player you choose. A 0 passes every hand to the next player in the direction of play.",
    de: "Eine 7 tauscht deine Hand mit einem Mitspieler deiner Wahl. Eine 0 gibt jede Hand an den Nächsten in Spielrichtung weiter.",
    es: "Un 7 cambia tu mano con el jugador que elijas. Un 0 pasa todas las manos al siguiente jugador en el sentido del juego.",
    fr: "Un 7 échange votre main avec le joueur de votre choix. Un 0 fait passer chaque main au joueur suivant dans le sens du jeu.",
    pt_BR: "Um 7 troca sua mão com o jogador que você escolher. Um 0 passa todas as mãos ao próximo jogador no sentido do jogo.",
    ru: "Семёрка меняет вашу руку с выбранным игроком. Ноль передаёт все руки следующему игроку по направлению игры.",
  },
  "uno.lesson.wilds.title": { en: "The wild cards", de: "Die Wünscher", es: "Los comodines", fr: "Les jokers", pt_BR: "Os coringas", ru: "Дикие карты" },
  "uno.lesson.wilds.body": {
    en: "Wild Reverse Draw Four turns play around, then the next player draws 4. Wild Color Roulette: the next player names a colour and turns cards from the pile until it shows, keeping them all.",
    de: "Richtungswechsel Zieh vier dreht die Spielrichtung, dann zieht der Nächste 4. Farbroulette: Der Nächste nennt eine Farbe und deckt Karten auf, bis sie erscheint, und behält alle.",
    es: "Reversa Roba cuatro cambia el sentido y luego el siguiente roba 4. Ruleta de color: el siguiente elige un color y destapa cartas hasta que sale, quedándoselas todas.",
    fr: "Inversion +4 change le sens, puis le joueur suivant pioche 4. Roulette : le suivant nomme une couleur et retourne des cartes jusqu'à ce qu'elle sorte, et les garde toutes.",
    pt_BR: "Inverter Compre quatro muda o sentido e o próximo compra 4. Roleta de cores: o próximo escolhe uma cor e vira cartas até ela sair, ficando com todas.",
    ru: "«Разворот Возьми четыре» меняет направление, затем следующий берёт 4. «Цветная рулетка»: следующий называет цвет и открывает карты, пока он не выпадет, и забирает их все.",
  },
  "uno.lesson.mercy.title": { en: "The mercy rule", de: "Die Gnadenregel", es: "La regla de piedad", fr: "La règle de pitié", pt_BR: "A regra da misericórdia", ru: "Правило милосердия" },
  "uno.lesson.mercy.body": {
    en: "A player holding {limit} cards or more is knocked out of the hand, and their cards go under the draw pile. The player who caused it scores {bonus}.",
    de: "Wer {limit} Karten oder mehr hält, scheidet aus der Runde aus; seine Karten kommen unter den Stapel. Wer es verursacht hat, erhält {bonus}.",
    es: "Quien tenga {limit} cartas o más queda eliminado de la mano y sus cartas van bajo el mazo. Quien lo causó gana {bonus}.",
    fr: "Un joueur qui a {limit} cartes ou plus est éliminé de la donne ; ses cartes vont sous la pioche. Celui qui l'a causé marque {bonus}.",
    pt_BR: "Quem tiver {limit} cartas ou mais sai da mão, e suas cartas vão para baixo do monte. Quem causou ganha {bonus}.",
    ru: "Игрок, у которого {limit} карт или больше, выбывает из раздачи, его карты уходят под колоду. Виновник получает {bonus}.",
  },
  "uno.lesson.call.title": { en: "Call UNO", de: "UNO rufen", es: "Canta UNO", fr: "Annoncez UNO", pt_BR: "Grite UNO", ru: "Скажите УНО" },
  "uno.lesson.call.body": {
    en: "When a play leaves you one card, press its button with UNO! If you forget, any other player may catch you before the next move, and you draw {n}.",
    de: "Bleibt dir nach einem Zug eine Karte, drücke den Knopf mit UNO! Vergisst du es, darf dich jeder andere vor dem nächsten Zug erwischen, und du ziehst {n}.",
    es: "Si una jugada te deja con una carta, pulsa el botón con ¡UNO! Si lo olvidas, otro jugador puede pillarte antes de la siguiente jugada y robas {n}.",
    fr: "Quand un coup vous laisse une carte, appuyez sur le bouton avec UNO ! Si vous oubliez, un autre joueur peut vous attraper avant le coup suivant, et vous piochez {n}.",
    pt_BR: "Quando uma jogada deixar você com uma carta, aperte o botão com UNO! Se esquecer, outro jogador pode pegar você antes da próxima jogada, e você compra {n}.",
    ru: "Если после хода у вас остаётся одна карта, нажмите кнопку с УНО! Если забудете, любой другой игрок может поймать вас до следующего хода, и вы берёте {n}.",
  },
  "uno.lesson.score.title": { en: "Scoring", de: "Wertung", es: "Puntuación", fr: "Le score", pt_BR: "Pontuação", ru: "Подсчёт очков" },
  "uno.lesson.score.body": {
    en: "Going out scores the cards left in the other hands: numbers at face value, coloured action cards 20, wilds 50. First to {target} wins the match.",
    de: "Wer ausmacht, erhält die Karten der anderen: Zahlen nach Wert, farbige Aktionskarten 20, Wünscher 50. Wer zuerst {target} erreicht, gewinnt.",
    es: "Quien se queda sin cartas suma las de los demás: números por su valor, acciones de color 20, comodines 50. Gana quien llegue antes a {target}.",
    fr: "Finir rapporte les cartes restant aux autres : chiffres à leur valeur, actions de couleur 20, jokers 50. Le premier à {target} gagne la partie.",
    pt_BR: "Quem bate marca as cartas dos outros: números pelo valor, ações coloridas 20, coringas 50. Vence quem chegar primeiro a {target}.",
    ru: "Сбросивший все карты получает очки за карты соперников: числа по номиналу, цветные действия 20, дикие 50. Побеждает первый, кто наберёт {target}.",
  },
} satisfies Catalog;

// The game's keys become MessageKeys (src/i18n/areas.ts), with no import of the game there.
declare module "../../i18n/areas" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the keys in
  interface GameMessageKeys extends Record<keyof typeof UNO_TEXTS, true> {}
}
