/**
 * The side tray's table lessons (seats, stakes, pause, rematch), which the frame adds for every
 * game (src/screen/lessons.ts), and the title and opening of every game's page on its rule sets.
 * Each game's rule lessons (and what its rule sets change) are its own (src/games/<game>/i18n.ts).
 */
import type { Catalog } from "./types";

export const LESSONS = {
  "lesson.seats.title": {
    en: "Take a seat",
    de: "Platz nehmen",
    es: "Siéntate",
    fr: "Prenez place",
    pt_BR: "Sente-se",
    ru: "Займите место",
  },
  "lesson.seats.body": {
    en: "Place Game Chairs next to the table, facing it (up to four, one on each side) and sit down. When every seated player presses {start}, the cards are dealt.",
    de: "Stell Spielstühle mit Blick zum Tisch daneben (bis zu vier, einen an jeder Seite) und setz dich. Sobald alle Sitzenden auf „{start}“ drücken, wird gegeben.",
    es: "Pon sillas de juego junto a la mesa, mirando hacia ella (hasta cuatro, una por lado), y siéntate. Cuando todos los jugadores sentados pulsen «{start}», se reparten las cartas.",
    fr: "Placez des chaises de jeu contre la table, tournées vers elle (jusqu'à quatre, une par côté), et asseyez-vous. Quand tous les joueurs assis appuient sur « {start} », les cartes sont distribuées.",
    pt_BR: "Coloque cadeiras de jogo junto à mesa, viradas para ela (até quatro, uma de cada lado), e sente-se. Quando todos os jogadores sentados apertarem “{start}”, as cartas são dadas.",
    ru: "Поставьте у стола игровые стулья лицом к нему (до четырёх, по одному с каждой стороны) и сядьте. Когда все сидящие игроки нажмут «{start}», карты раздаются.",
  },
  "lesson.seats.alone": {
    en: "No opponent? Press one of the bot buttons, such as {bot}, and that bot plays against you. At a table with more chairs, the buttons also say how many bots join, such as {count}.",
    de: "Kein Gegner da? Drück einen der Bot-Knöpfe, etwa „{bot}“, und dieser Bot spielt gegen dich. An einem Tisch mit mehr Stühlen sagen die Knöpfe auch, wie viele Bots mitspielen, etwa „{count}“.",
    es: "¿Sin rival? Pulsa uno de los botones de bot, como «{bot}», y ese bot jugará contra ti. En una mesa con más sillas, los botones dicen también cuántos bots se suman, como «{count}».",
    fr: "Pas d'adversaire ? Appuyez sur l'un des boutons de bot, par exemple « {bot} », et ce bot joue contre vous. À une table avec plus de chaises, les boutons disent aussi combien de bots se joignent, par exemple « {count} ».",
    pt_BR: "Sem adversário? Aperte um dos botões de bot, como “{bot}”, e esse bot joga contra você. Numa mesa com mais cadeiras, os botões dizem também quantos bots entram, como “{count}”.",
    ru: "Нет соперника? Нажмите одну из кнопок с ботом, например «{bot}», и этот бот сыграет с вами. За столом с большим числом стульев кнопки говорят и сколько ботов сядет, например «{count}».",
  },

  "lesson.presets.title": {
    en: "Rule sets",
    de: "Regelvarianten",
    es: "Conjuntos de reglas",
    fr: "Jeux de règles",
    pt_BR: "Conjuntos de regras",
    ru: "Наборы правил",
  },
  "lesson.presets.intro": {
    en: "Before the first deal, the table's owner picks one of these rule sets on the table screen, which marks the set in force. This table plays {preset}.",
    de: "Vor dem ersten Geben wählt der Besitzer des Tischs auf dem Tischbildschirm eine dieser Regelvarianten; die geltende ist dort markiert. An diesem Tisch gilt: {preset}.",
    es: "Antes del primer reparto, el dueño de la mesa elige uno de estos conjuntos de reglas en la pantalla de la mesa, que marca el vigente. En esta mesa se juega: {preset}.",
    fr: "Avant la première donne, le propriétaire de la table choisit l'un de ces jeux de règles sur l'écran de la table, qui marque celui en vigueur. À cette table : {preset}.",
    pt_BR: "Antes da primeira mão, o dono da mesa escolhe um destes conjuntos de regras na tela da mesa, que marca o que vale. Nesta mesa vale: {preset}.",
    ru: "Перед первой раздачей владелец стола выбирает на экране стола один из этих наборов правил; действующий там отмечен. За этим столом: {preset}.",
  },

  "lesson.stakes.title": {
    en: "Play for items",
    de: "Um Gegenstände spielen",
    es: "Juega por objetos",
    fr: "Jouer des objets",
    pt_BR: "Jogue valendo itens",
    ru: "Игра на предметы",
  },
  "lesson.stakes.body": {
    en: "Before the first deal, each player may put items into the pot. Everyone sees the whole pot and confirms; any change clears every confirmation.",
    de: "Vor dem ersten Geben darf jeder Spieler Gegenstände in den Pott legen. Alle sehen den ganzen Pott und bestätigen; jede Änderung hebt alle Bestätigungen auf.",
    es: "Antes del primer reparto, cada jugador puede poner objetos en el bote. Todos ven el bote entero y lo confirman; cualquier cambio anula todas las confirmaciones.",
    fr: "Avant la première donne, chaque joueur peut mettre des objets dans le pot. Tous voient le pot entier et confirment ; tout changement annule toutes les confirmations.",
    pt_BR: "Antes da primeira mão, cada jogador pode colocar itens no pote. Todos veem o pote inteiro e confirmam; qualquer mudança cancela todas as confirmações.",
    ru: "Перед первой раздачей каждый игрок может положить предметы в банк. Все видят весь банк и подтверждают; любое изменение сбрасывает все подтверждения.",
  },
  "lesson.stakes.safe": {
    en: "The table keeps the pot safe during the match and the winner takes all of it. If a match is called off, everyone gets their own items back.",
    de: "Der Tisch verwahrt den Pott während der Partie, und der Sieger bekommt alles. Wird eine Partie abgebrochen, erhält jeder seine eigenen Gegenstände zurück.",
    es: "La mesa guarda el bote durante la partida y quien gana se lo lleva entero. Si la partida se anula, cada uno recupera sus propios objetos.",
    fr: "La table garde le pot en sûreté pendant la partie et le gagnant remporte tout. Si la partie est annulée, chacun récupère ses propres objets.",
    pt_BR: "A mesa guarda o pote durante a partida e quem vencer leva tudo. Se a partida for cancelada, cada um recebe de volta os próprios itens.",
    ru: "Стол хранит банк во время партии, и победитель забирает всё. Если партия отменена, каждый получает свои предметы обратно.",
  },

  "lesson.pause.title": {
    en: "Pause with the board",
    de: "Pause mit dem Brett",
    es: "Pausa con el tablero",
    fr: "Faire une pause avec le plateau",
    pt_BR: "Pause com o tabuleiro",
    ru: "Пауза с доской",
  },
  "lesson.pause.body": {
    en: "The table's owner can take the board out in the middle of a match. The match is saved on the board item, pot and all.",
    de: "Der Besitzer des Tisches kann das Brett mitten in der Partie herausnehmen. Die Partie wird samt Pott auf dem Brett gespeichert.",
    es: "El dueño de la mesa puede quitar el tablero a mitad de partida. La partida queda guardada en el tablero, con bote y todo.",
    fr: "Le propriétaire de la table peut retirer le plateau en pleine partie. La partie est enregistrée sur le plateau, pot compris.",
    pt_BR: "O dono da mesa pode tirar o tabuleiro no meio da partida. A partida fica salva no tabuleiro, com pote e tudo.",
    ru: "Владелец стола может снять доску посреди партии. Партия сохраняется на доске вместе с банком.",
  },
  "lesson.pause.resume": {
    en: "Fit the board into any Small Game Table and sit down with the same players to carry on. A saved match resumes only once.",
    de: "Setz das Brett in einen beliebigen kleinen Spieltisch ein und nimm mit denselben Spielern Platz, um weiterzuspielen. Eine gespeicherte Partie lässt sich nur einmal fortsetzen.",
    es: "Coloca el tablero en cualquier mesa de juego pequeña y siéntate con los mismos jugadores para seguir. Una partida guardada solo se reanuda una vez.",
    fr: "Posez le plateau sur n'importe quelle petite table de jeu et asseyez-vous avec les mêmes joueurs pour continuer. Une partie enregistrée ne reprend qu'une seule fois.",
    pt_BR: "Encaixe o tabuleiro em qualquer mesa de jogo pequena e sente-se com os mesmos jogadores para continuar. Uma partida salva só pode ser retomada uma vez.",
    ru: "Положите доску на любой малый игровой стол и сядьте с теми же игроками, чтобы продолжить. Сохранённую партию можно продолжить только один раз.",
  },

  "lesson.rematch.title": {
    en: "Rematch",
    de: "Revanche",
    es: "Revancha",
    fr: "Revanche",
    pt_BR: "Revanche",
    ru: "Реванш",
  },
  "lesson.rematch.body": {
    en: "When a match ends, press {rematch} to play again in the same seats. The new match starts once every player at the table has asked for it.",
    de: "Ist eine Partie vorbei, drück „{rematch}“, um auf denselben Plätzen noch einmal zu spielen. Die neue Partie beginnt, sobald jeder Spieler am Tisch sie möchte.",
    es: "Al acabar una partida, pulsa «{rematch}» para jugar otra vez en los mismos asientos. La nueva partida empieza cuando todos los jugadores de la mesa la han pedido.",
    fr: "À la fin d'une partie, appuyez sur « {rematch} » pour rejouer aux mêmes places. La nouvelle partie commence dès que chaque joueur à la table l'a demandée.",
    pt_BR: "Quando a partida acabar, aperte “{rematch}” para jogar de novo nos mesmos lugares. A nova partida começa quando todos os jogadores da mesa pedirem.",
    ru: "Когда партия закончится, нажмите «{rematch}», чтобы сыграть снова на тех же местах. Новая партия начнётся, когда об этом попросят все игроки за столом.",
  },
  "lesson.rematch.stakes": {
    en: "Stakes never carry over: agree on a new pot to play for items again.",
    de: "Einsätze werden nie übernommen: Einigt euch auf einen neuen Pott, um wieder um Gegenstände zu spielen.",
    es: "Las apuestas nunca pasan a la siguiente: acordad un bote nuevo para volver a jugar por objetos.",
    fr: "Les mises ne sont jamais reportées : convenez d'un nouveau pot pour rejouer des objets.",
    pt_BR: "As apostas nunca passam adiante: combinem um pote novo para jogar valendo itens de novo.",
    ru: "Ставки не переносятся: договоритесь о новом банке, чтобы снова играть на предметы.",
  },
} satisfies Catalog;
