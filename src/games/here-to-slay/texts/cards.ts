/**
 * Here to Slay's card texts: every card's name (one key per card of its own name; copies of a
 * Modifier or a Challenge share theirs) and the words of the effect language (engine/language.ts),
 * from which a card's text is composed in each language (htsCardText): a card is data, so its text
 * is its steps and skills read aloud, never written out per card. Numbers stay free of plural
 * nouns ("Draw cards: {n}"); a signed figure comes as text ("+1").
 */
import { msg } from "../../../i18n/message";
import type { Catalog, Message } from "../../../i18n/types";
import { CARDS } from "../engine/deck";
import type { CardDef } from "../engine/cards";
import type { Skills, Step, StepVerb } from "../engine/language";
import type { MessageKey } from "../../../i18n/message";

/** Every card's name, by the English name's words (hts.card.<name>). */
export const HTS_CARD_NAMES = {
  "hts.card.iron_captain": { en: "The Iron Captain", de: "Der Eiserne Hauptmann", es: "El Capitán de Hierro", fr: "Le Capitaine de Fer", pt_BR: "O Capitão de Ferro", ru: "Железный капитан" },
  "hts.card.stone_warden": { en: "The Stone Warden", de: "Der Steinwächter", es: "El Guardián de Piedra", fr: "Le Gardien de Pierre", pt_BR: "O Guardião de Pedra", ru: "Каменный страж" },
  "hts.card.hawk_marshal": { en: "The Hawk Marshal", de: "Der Falkenmarschall", es: "El Mariscal Halcón", fr: "Le Maréchal Faucon", pt_BR: "O Marechal Falcão", ru: "Ястребиный маршал" },
  "hts.card.velvet_hand": { en: "The Velvet Hand", de: "Die Samthand", es: "La Mano de Terciopelo", fr: "La Main de Velours", pt_BR: "A Mão de Veludo", ru: "Бархатная рука" },
  "hts.card.ash_sage": { en: "The Ash Sage", de: "Der Aschenweise", es: "El Sabio de Ceniza", fr: "Le Sage de Cendre", pt_BR: "O Sábio das Cinzas", ru: "Пепельный мудрец" },
  "hts.card.silver_voice": { en: "The Silver Voice", de: "Die Silberstimme", es: "La Voz de Plata", fr: "La Voix d'Argent", pt_BR: "A Voz de Prata", ru: "Серебряный голос" },
  "hts.card.ember_squire": { en: "Ember Squire", de: "Glutknappe", es: "Escudero de Brasa", fr: "Écuyer de Braise", pt_BR: "Escudeiro de Brasa", ru: "Угольный оруженосец" },
  "hts.card.copperfist_brawler": { en: "Copperfist Brawler", de: "Kupferfaust-Raufbold", es: "Pendenciero Puño de Cobre", fr: "Bagarreur Poing-de-Cuivre", pt_BR: "Brigão Punho de Cobre", ru: "Драчун Медный Кулак" },
  "hts.card.ironbark_duelist": { en: "Ironbark Duelist", de: "Eisenrinden-Duellant", es: "Duelista Corteza de Hierro", fr: "Duelliste Écorce-de-Fer", pt_BR: "Duelista Casca de Ferro", ru: "Дуэлянт Железная Кора" },
  "hts.card.red_banner_sergeant": { en: "Red Banner Sergeant", de: "Feldwebel des Roten Banners", es: "Sargento del Estandarte Rojo", fr: "Sergent de la Bannière Rouge", pt_BR: "Sargento do Estandarte Vermelho", ru: "Сержант Красного знамени" },
  "hts.card.ashen_gladiator": { en: "Ashen Gladiator", de: "Aschgrauer Gladiator", es: "Gladiador Ceniciento", fr: "Gladiateur Cendré", pt_BR: "Gladiador Cinzento", ru: "Пепельный гладиатор" },
  "hts.card.boulder_knuckles": { en: "Boulder Knuckles", de: "Felsknöchel", es: "Nudillos de Roca", fr: "Poings-de-Roc", pt_BR: "Punhos de Rocha", ru: "Булыжные Кулаки" },
  "hts.card.scarred_veteran": { en: "Scarred Veteran", de: "Vernarbter Veteran", es: "Veterano Marcado", fr: "Vétéran Balafré", pt_BR: "Veterano Marcado", ru: "Израненный ветеран" },
  "hts.card.thunder_lancer": { en: "Thunder Lancer", de: "Donnerlanzer", es: "Lancero del Trueno", fr: "Lancier du Tonnerre", pt_BR: "Lanceiro do Trovão", ru: "Громовой копейщик" },
  "hts.card.moss_shield_keeper": { en: "Moss Shield Keeper", de: "Moosschildhüter", es: "Guardián del Escudo de Musgo", fr: "Gardien au Bouclier de Mousse", pt_BR: "Guardião do Escudo de Musgo", ru: "Хранитель мшистого щита" },
  "hts.card.oathbound_sentinel": { en: "Oathbound Sentinel", de: "Eidgebundener Wächter", es: "Centinela Juramentado", fr: "Sentinelle Liée par Serment", pt_BR: "Sentinela Juramentada", ru: "Связанный клятвой часовой" },
  "hts.card.granite_bulwark": { en: "Granite Bulwark", de: "Granitbollwerk", es: "Baluarte de Granito", fr: "Rempart de Granit", pt_BR: "Baluarte de Granito", ru: "Гранитный оплот" },
  "hts.card.lantern_watcher": { en: "Lantern Watcher", de: "Laternenwacht", es: "Vigía del Farol", fr: "Guetteur à la Lanterne", pt_BR: "Vigia da Lanterna", ru: "Страж с фонарём" },
  "hts.card.tidewall_defender": { en: "Tidewall Defender", de: "Flutwall-Verteidiger", es: "Defensor del Rompeolas", fr: "Défenseur de la Digue", pt_BR: "Defensor do Quebra-Mar", ru: "Защитник волнолома" },
  "hts.card.hollow_helm": { en: "Hollow Helm", de: "Hohlhelm", es: "Yelmo Hueco", fr: "Heaume Creux", pt_BR: "Elmo Oco", ru: "Пустой шлем" },
  "hts.card.bellringer_warden": { en: "Bellringer Warden", de: "Glöcknerwächter", es: "Guardián Campanero", fr: "Gardien Sonneur", pt_BR: "Guardião Sineiro", ru: "Страж-звонарь" },
  "hts.card.elder_gatekeeper": { en: "Elder Gatekeeper", de: "Alter Torwächter", es: "Viejo Guardián de la Puerta", fr: "Vieux Gardien des Portes", pt_BR: "Velho Guardião do Portão", ru: "Старый привратник" },
  "hts.card.fernstep_tracker": { en: "Fernstep Tracker", de: "Farnschritt-Fährtenleser", es: "Rastreador Paso de Helecho", fr: "Pisteur Pas-de-Fougère", pt_BR: "Rastreador Passo de Samambaia", ru: "Следопыт Папоротниковый Шаг" },
  "hts.card.longshot_wren": { en: "Longshot Wren", de: "Weitschuss-Zaunkönig", es: "Reyezuelo Tiro Largo", fr: "Roitelet Longue-Portée", pt_BR: "Carriça Tiro Longo", ru: "Крапивник Дальний Выстрел" },
  "hts.card.thornwood_scout": { en: "Thornwood Scout", de: "Dornwald-Späher", es: "Explorador del Bosque Espinoso", fr: "Éclaireur du Bois d'Épines", pt_BR: "Batedor do Bosque de Espinhos", ru: "Разведчик Тернового леса" },
  "hts.card.duskfeather_archer": { en: "Duskfeather Archer", de: "Dämmerfeder-Schütze", es: "Arquero Pluma del Ocaso", fr: "Archer Plume-du-Crépuscule", pt_BR: "Arqueiro Pena do Crepúsculo", ru: "Лучник Сумеречное Перо" },
  "hts.card.mistvale_hunter": { en: "Mistvale Hunter", de: "Nebeltal-Jäger", es: "Cazador del Valle Bruma", fr: "Chasseur du Val des Brumes", pt_BR: "Caçador do Vale da Névoa", ru: "Охотник Туманной долины" },
  "hts.card.pathfinder_oda": { en: "Pathfinder Oda", de: "Pfadfinderin Oda", es: "Oda la Exploradora", fr: "Oda l'Éclaireuse", pt_BR: "Oda, a Desbravadora", ru: "Следопыт Ода" },
  "hts.card.briar_falconer": { en: "Briar Falconer", de: "Dornenfalkner", es: "Halconero del Zarzal", fr: "Fauconnier des Ronces", pt_BR: "Falcoeiro do Espinheiro", ru: "Терновый сокольник" },
  "hts.card.quiet_stag": { en: "Quiet Stag", de: "Stiller Hirsch", es: "Ciervo Silencioso", fr: "Cerf Silencieux", pt_BR: "Cervo Silencioso", ru: "Тихий олень" },
  "hts.card.pocket_sparrow": { en: "Pocket Sparrow", de: "Taschenspatz", es: "Gorrión de Bolsillo", fr: "Moineau de Poche", pt_BR: "Pardal de Bolso", ru: "Карманный воробей" },
  "hts.card.nimble_latch": { en: "Nimble Latch", de: "Flinker Riegel", es: "Pestillo Ágil", fr: "Loquet Agile", pt_BR: "Trinco Ágil", ru: "Ловкая Защёлка" },
  "hts.card.smoke_vesper": { en: "Smoke Vesper", de: "Rauch-Vesper", es: "Vésper de Humo", fr: "Vesper de Fumée", pt_BR: "Vésper de Fumaça", ru: "Дымная Веспер" },
  "hts.card.gilded_rat": { en: "Gilded Rat", de: "Vergoldete Ratte", es: "Rata Dorada", fr: "Rat Doré", pt_BR: "Rato Dourado", ru: "Позолоченная крыса" },
  "hts.card.lockjaw_pip": { en: "Lockjaw Pip", de: "Pip Klemmkiefer", es: "Pip Mandíbula", fr: "Pip Mâchoire-d'Acier", pt_BR: "Pip Mandíbula", ru: "Пип Мёртвая Хватка" },
  "hts.card.velvet_mink": { en: "Velvet Mink", de: "Samtnerz", es: "Visón de Terciopelo", fr: "Vison de Velours", pt_BR: "Vison de Veludo", ru: "Бархатная норка" },
  "hts.card.crooked_coin": { en: "Crooked Coin", de: "Krumme Münze", es: "Moneda Torcida", fr: "Pièce Tordue", pt_BR: "Moeda Torta", ru: "Кривая монета" },
  "hts.card.shade_marauder": { en: "Shade Marauder", de: "Schattenplünderer", es: "Merodeador de Sombra", fr: "Maraudeur des Ombres", pt_BR: "Saqueador das Sombras", ru: "Теневой мародёр" },
  "hts.card.cinder_adept": { en: "Cinder Adept", de: "Zunder-Adept", es: "Adepto de Ceniza", fr: "Adepte des Braises", pt_BR: "Adepto das Fagulhas", ru: "Адепт золы" },
  "hts.card.frostquill_scholar": { en: "Frostquill Scholar", de: "Frostfeder-Gelehrter", es: "Erudito Pluma de Escarcha", fr: "Érudit Plume-de-Givre", pt_BR: "Erudito Pena de Geada", ru: "Учёный Морозное Перо" },
  "hts.card.storm_caller": { en: "Storm Caller", de: "Sturmrufer", es: "Invocador de Tormentas", fr: "Mande-Tempête", pt_BR: "Invocador de Tempestades", ru: "Призыватель бурь" },
  "hts.card.runewright_ilse": { en: "Runewright Ilse", de: "Runenschmiedin Ilse", es: "Ilse la Rúnica", fr: "Ilse la Runiste", pt_BR: "Ilse, a Rúnica", ru: "Рунознатец Ильзе" },
  "hts.card.hex_weaver": { en: "Hex Weaver", de: "Fluchweber", es: "Tejedor de Maleficios", fr: "Tisseur de Maléfices", pt_BR: "Tecelão de Feitiços", ru: "Ткач проклятий" },
  "hts.card.star_reader": { en: "Star Reader", de: "Sternenleser", es: "Lector de Estrellas", fr: "Liseur d'Étoiles", pt_BR: "Leitor de Estrelas", ru: "Звездочёт" },
  "hts.card.mirror_mage": { en: "Mirror Mage", de: "Spiegelmagier", es: "Mago del Espejo", fr: "Mage Miroir", pt_BR: "Mago do Espelho", ru: "Зеркальный маг" },
  "hts.card.archmage_vellum": { en: "Archmage Vellum", de: "Erzmagier Vellum", es: "Archimago Vellum", fr: "Archimage Vellum", pt_BR: "Arquimago Vellum", ru: "Архимаг Веллум" },
  "hts.card.lute_dancer": { en: "Lute Dancer", de: "Lautentänzer", es: "Bailarín del Laúd", fr: "Danseur au Luth", pt_BR: "Dançarino do Alaúde", ru: "Танцор с лютней" },
  "hts.card.merry_drummer": { en: "Merry Drummer", de: "Fröhlicher Trommler", es: "Tamborilero Alegre", fr: "Joyeux Tambour", pt_BR: "Tamborileiro Alegre", ru: "Весёлый барабанщик" },
  "hts.card.ballad_keeper": { en: "Ballad Keeper", de: "Balladenhüter", es: "Guardián de Baladas", fr: "Gardien des Ballades", pt_BR: "Guardião de Baladas", ru: "Хранитель баллад" },
  "hts.card.whistling_jester": { en: "Whistling Jester", de: "Pfeifender Narr", es: "Bufón Silbador", fr: "Bouffon Siffleur", pt_BR: "Bobo Assobiador", ru: "Свистящий шут" },
  "hts.card.silver_tongue": { en: "Silver Tongue", de: "Silberzunge", es: "Lengua de Plata", fr: "Langue d'Argent", pt_BR: "Língua de Prata", ru: "Серебряный язык" },
  "hts.card.hymn_singer": { en: "Hymn Singer", de: "Hymnensänger", es: "Cantor de Himnos", fr: "Chanteur d'Hymnes", pt_BR: "Cantor de Hinos", ru: "Певец гимнов" },
  "hts.card.echo_minstrel": { en: "Echo Minstrel", de: "Echo-Spielmann", es: "Juglar del Eco", fr: "Ménestrel de l'Écho", pt_BR: "Menestrel do Eco", ru: "Менестрель-эхо" },
  "hts.card.grand_maestro": { en: "Grand Maestro", de: "Großmaestro", es: "Gran Maestro", fr: "Grand Maestro", pt_BR: "Grão-Maestro", ru: "Великий маэстро" },
  "hts.card.lucky_charm": { en: "Lucky Charm", de: "Glücksbringer", es: "Amuleto de la Suerte", fr: "Porte-Bonheur", pt_BR: "Amuleto da Sorte", ru: "Талисман удачи" },
  "hts.card.runed_blade": { en: "Runed Blade", de: "Runenklinge", es: "Hoja Rúnica", fr: "Lame Runique", pt_BR: "Lâmina Rúnica", ru: "Рунический клинок" },
  "hts.card.wardens_sigil": { en: "Warden's Sigil", de: "Wächtersiegel", es: "Sello del Guardián", fr: "Sceau du Gardien", pt_BR: "Selo do Guardião", ru: "Печать стража" },
  "hts.card.oak_buckler": { en: "Oak Buckler", de: "Eichenfaustschild", es: "Rodela de Roble", fr: "Targe de Chêne", pt_BR: "Broquel de Carvalho", ru: "Дубовый щиток" },
  "hts.card.hawk_mask": { en: "Hawk Mask", de: "Falkenmaske", es: "Máscara de Halcón", fr: "Masque de Faucon", pt_BR: "Máscara de Falcão", ru: "Маска ястреба" },
  "hts.card.owl_mask": { en: "Owl Mask", de: "Eulenmaske", es: "Máscara de Búho", fr: "Masque de Hibou", pt_BR: "Máscara de Coruja", ru: "Маска совы" },
  "hts.card.bear_mask": { en: "Bear Mask", de: "Bärenmaske", es: "Máscara de Oso", fr: "Masque d'Ours", pt_BR: "Máscara de Urso", ru: "Маска медведя" },
  "hts.card.lark_mask": { en: "Lark Mask", de: "Lerchenmaske", es: "Máscara de Alondra", fr: "Masque d'Alouette", pt_BR: "Máscara de Cotovia", ru: "Маска жаворонка" },
  "hts.card.leaden_shackles": { en: "Leaden Shackles", de: "Bleifesseln", es: "Grilletes de Plomo", fr: "Fers de Plomb", pt_BR: "Grilhões de Chumbo", ru: "Свинцовые кандалы" },
  "hts.card.crows_omen": { en: "Crow's Omen", de: "Krähenomen", es: "Presagio del Cuervo", fr: "Présage du Corbeau", pt_BR: "Presságio do Corvo", ru: "Вороново знамение" },
  "hts.card.cracked_hourglass": { en: "Cracked Hourglass", de: "Gesprungene Sanduhr", es: "Reloj de Arena Roto", fr: "Sablier Fêlé", pt_BR: "Ampulheta Rachada", ru: "Треснувшие песочные часы" },
  "hts.card.gloom_shroud": { en: "Gloom Shroud", de: "Schwermutsschleier", es: "Sudario Sombrío", fr: "Linceul Lugubre", pt_BR: "Mortalha Sombria", ru: "Мрачный саван" },
  "hts.card.fire_rain": { en: "Fire Rain", de: "Feuerregen", es: "Lluvia de Fuego", fr: "Pluie de Feu", pt_BR: "Chuva de Fogo", ru: "Огненный дождь" },
  "hts.card.windfall": { en: "Windfall", de: "Glücksfall", es: "Golpe de Suerte", fr: "Aubaine", pt_BR: "Golpe de Sorte", ru: "Нежданная удача" },
  "hts.card.second_wind": { en: "Second Wind", de: "Zweiter Atem", es: "Segundo Aliento", fr: "Second Souffle", pt_BR: "Segundo Fôlego", ru: "Второе дыхание" },
  "hts.card.grave_call": { en: "Grave Call", de: "Grabesruf", es: "Llamada de la Tumba", fr: "Appel de la Tombe", pt_BR: "Chamado do Túmulo", ru: "Зов могилы" },
  "hts.card.earthquake": { en: "Earthquake", de: "Erdbeben", es: "Terremoto", fr: "Tremblement de Terre", pt_BR: "Abalo Sísmico", ru: "Землетрясение" },
  "hts.card.sleight_of_hand": { en: "Sleight of Hand", de: "Fingerfertigkeit", es: "Juego de Manos", fr: "Tour de Passe-Passe", pt_BR: "Prestidigitação", ru: "Ловкость рук" },
  "hts.card.mind_fog": { en: "Mind Fog", de: "Geistesnebel", es: "Niebla Mental", fr: "Brume de l'Esprit", pt_BR: "Névoa Mental", ru: "Туман разума" },
  "hts.card.reclaim": { en: "Reclaim", de: "Zurückholen", es: "Recuperar", fr: "Reprise", pt_BR: "Resgate", ru: "Возврат" },
  "hts.card.banish": { en: "Banish", de: "Verbannen", es: "Destierro", fr: "Bannissement", pt_BR: "Banimento", ru: "Изгнание" },
  "hts.card.rust_storm": { en: "Rust Storm", de: "Roststurm", es: "Tormenta de Óxido", fr: "Tempête de Rouille", pt_BR: "Tempestade de Ferrugem", ru: "Ржавая буря" },
  "hts.card.trick_of_light": { en: "Trick of Light", de: "Lichttrick", es: "Truco de Luz", fr: "Tour de Lumière", pt_BR: "Truque de Luz", ru: "Игра света" },
  "hts.card.loaded_dice": { en: "Loaded Dice", de: "Gezinkte Würfel", es: "Dados Cargados", fr: "Dés Pipés", pt_BR: "Dados Viciados", ru: "Шулерские кости" },
  "hts.card.battle_hymn": { en: "Battle Hymn", de: "Schlachthymne", es: "Himno de Batalla", fr: "Hymne de Bataille", pt_BR: "Hino de Batalha", ru: "Боевой гимн" },
  "hts.card.heroic_surge": { en: "Heroic Surge", de: "Heldenmut", es: "Arrebato Heroico", fr: "Élan Héroïque", pt_BR: "Ímpeto Heroico", ru: "Героический порыв" },
  "hts.card.grim_omen": { en: "Grim Omen", de: "Düsteres Omen", es: "Presagio Funesto", fr: "Sinistre Présage", pt_BR: "Presságio Sombrio", ru: "Зловещий знак" },
  "hts.card.steady_hand": { en: "Steady Hand", de: "Ruhige Hand", es: "Pulso Firme", fr: "Main Sûre", pt_BR: "Mão Firme", ru: "Твёрдая рука" },
  "hts.card.stumble": { en: "Stumble", de: "Stolpern", es: "Tropiezo", fr: "Faux Pas", pt_BR: "Tropeço", ru: "Спотыкание" },
  "hts.card.stand_off": { en: "Stand-Off", de: "Kräftemessen", es: "Desafío", fr: "Bras de Fer", pt_BR: "Queda de Braço", ru: "Противостояние" },
  "hts.card.bramble_wyrm": { en: "Bramble Wyrm", de: "Dornenlindwurm", es: "Sierpe de Zarza", fr: "Guivre des Ronces", pt_BR: "Serpe dos Espinhos", ru: "Терновый змей" },
  "hts.card.glass_basilisk": { en: "Glass Basilisk", de: "Glasbasilisk", es: "Basilisco de Cristal", fr: "Basilic de Verre", pt_BR: "Basilisco de Vidro", ru: "Стеклянный василиск" },
  "hts.card.cave_troll_mother": { en: "Cave Troll Mother", de: "Höhlentrollmutter", es: "Madre Trol de las Cavernas", fr: "Mère Troll des Cavernes", pt_BR: "Mãe Troll das Cavernas", ru: "Мать пещерных троллей" },
  "hts.card.salt_kraken": { en: "Salt Kraken", de: "Salzkrake", es: "Kraken de Sal", fr: "Kraken de Sel", pt_BR: "Kraken de Sal", ru: "Соляной кракен" },
  "hts.card.hollow_king": { en: "Hollow King", de: "Hohler König", es: "Rey Hueco", fr: "Roi Creux", pt_BR: "Rei Oco", ru: "Пустой король" },
  "hts.card.murk_hydra": { en: "Murk Hydra", de: "Schlammhydra", es: "Hidra del Fango", fr: "Hydre de la Fange", pt_BR: "Hidra do Lodo", ru: "Мутная гидра" },
  "hts.card.ember_phoenix": { en: "Ember Phoenix", de: "Glutphönix", es: "Fénix de Brasas", fr: "Phénix de Braise", pt_BR: "Fênix de Brasa", ru: "Угольный феникс" },
  "hts.card.thunder_roc": { en: "Thunder Roc", de: "Donnerroch", es: "Roc del Trueno", fr: "Roc du Tonnerre", pt_BR: "Roca do Trovão", ru: "Громовой Рух" },
  "hts.card.gloam_spider_queen": { en: "Gloam Spider Queen", de: "Dämmerspinnenkönigin", es: "Reina Araña del Ocaso", fr: "Reine Araignée du Crépuscule", pt_BR: "Rainha Aranha do Crepúsculo", ru: "Сумеречная королева пауков" },
  "hts.card.iron_golem": { en: "Iron Golem", de: "Eisengolem", es: "Gólem de Hierro", fr: "Golem de Fer", pt_BR: "Golem de Ferro", ru: "Железный голем" },
  "hts.card.dune_sphinx": { en: "Dune Sphinx", de: "Dünensphinx", es: "Esfinge de las Dunas", fr: "Sphinx des Dunes", pt_BR: "Esfinge das Dunas", ru: "Сфинкс дюн" },
  "hts.card.fen_witch": { en: "Fen Witch", de: "Moorhexe", es: "Bruja del Pantano", fr: "Sorcière des Marais", pt_BR: "Bruxa do Pântano", ru: "Болотная ведьма" },
  "hts.card.moon_wolf_pack": { en: "Moon Wolf Pack", de: "Mondwolfrudel", es: "Manada de Lobos Lunares", fr: "Meute des Loups de Lune", pt_BR: "Alcateia de Lobos da Lua", ru: "Стая лунных волков" },
  "hts.card.obsidian_drake": { en: "Obsidian Drake", de: "Obsidiandrache", es: "Draco de Obsidiana", fr: "Drake d'Obsidienne", pt_BR: "Draco de Obsidiana", ru: "Обсидиановый дракон" },
  "hts.card.dread_manticore": { en: "Dread Manticore", de: "Schreckensmantikor", es: "Mantícora Temible", fr: "Manticore Terrifiante", pt_BR: "Mantícora Temível", ru: "Ужасная мантикора" },
} satisfies Catalog;

/** The words card texts are composed of: classes, kinds, the steps and skills of the effect language. */
export const HTS_CARD_WORDS = {
  "hts.class.fighter": { en: "Fighter", de: "Kämpfer", es: "Guerrero", fr: "Guerrier", pt_BR: "Guerreiro", ru: "Воин" },
  "hts.class.guardian": { en: "Guardian", de: "Wächter", es: "Guardián", fr: "Gardien", pt_BR: "Guardião", ru: "Страж" },
  "hts.class.ranger": { en: "Ranger", de: "Waldläufer", es: "Explorador", fr: "Rôdeur", pt_BR: "Patrulheiro", ru: "Следопыт" },
  "hts.class.thief": { en: "Thief", de: "Dieb", es: "Ladrón", fr: "Voleur", pt_BR: "Ladrão", ru: "Вор" },
  "hts.class.wizard": { en: "Wizard", de: "Zauberer", es: "Mago", fr: "Magicien", pt_BR: "Mago", ru: "Волшебник" },
  "hts.class.bard": { en: "Bard", de: "Barde", es: "Bardo", fr: "Barde", pt_BR: "Bardo", ru: "Бард" },

  "hts.kind.leader": { en: "Party Leader · {cls}", de: "Gruppenanführer · {cls}", es: "Líder del grupo · {cls}", fr: "Chef de groupe · {cls}", pt_BR: "Líder do grupo · {cls}", ru: "Лидер отряда · {cls}" },
  "hts.kind.hero": { en: "Hero · {cls}", de: "Held · {cls}", es: "Héroe · {cls}", fr: "Héros · {cls}", pt_BR: "Herói · {cls}", ru: "Герой · {cls}" },
  "hts.kind.item": { en: "Item: goes on one of your Heroes", de: "Gegenstand: kommt an einen deiner Helden", es: "Objeto: se equipa a uno de tus héroes", fr: "Objet : s'équipe sur un de vos héros", pt_BR: "Item: vai em um dos seus heróis", ru: "Предмет: надевается на вашего героя" },
  "hts.kind.cursed": { en: "Cursed Item: goes on another player's Hero", de: "Verfluchter Gegenstand: kommt an den Helden eines anderen", es: "Objeto maldito: se equipa al héroe de otro jugador", fr: "Objet maudit : s'équipe sur le héros d'un autre joueur", pt_BR: "Item amaldiçoado: vai no herói de outro jogador", ru: "Проклятый предмет: надевается на героя другого игрока" },
  "hts.kind.magic": { en: "Magic: used once, then discarded", de: "Magie: einmal genutzt, dann abgeworfen", es: "Magia: se usa una vez y se descarta", fr: "Magie : utilisée une fois, puis défaussée", pt_BR: "Magia: usada uma vez e descartada", ru: "Магия: действует один раз, затем в сброс" },
  "hts.kind.modifier": { en: "Modifier: play it on any roll, one of: {options}", de: "Modifikator: auf jeden Wurf spielbar, eines davon: {options}", es: "Modificador: se juega en cualquier tirada, uno de: {options}", fr: "Modificateur : se joue sur n'importe quel jet, au choix : {options}", pt_BR: "Modificador: jogue em qualquer rolagem, um de: {options}", ru: "Модификатор: играется на любой бросок, одно из: {options}" },
  "hts.kind.challenge": {
    en: "Challenge: stop a Hero, Item or Magic card as it is played. Both roll; the challenger wins ties.",
    de: "Herausforderung: hält einen gespielten Helden, Gegenstand oder Zauber auf. Beide würfeln; bei Gleichstand gewinnt der Herausforderer.",
    es: "Desafío: detén un héroe, objeto o magia al jugarse. Ambos tiran; el que desafía gana los empates.",
    fr: "Défi : arrêtez un héros, un objet ou une magie au moment où il est joué. Les deux lancent ; le défieur gagne les égalités.",
    pt_BR: "Desafio: impeça um herói, item ou magia quando for jogado. Ambos rolam; quem desafia vence empates.",
    ru: "Вызов: остановите героя, предмет или магию, когда их разыгрывают. Бросают оба; ничья в пользу бросившего вызов.",
  },
  "hts.kind.monster": { en: "Monster", de: "Monster", es: "Monstruo", fr: "Monstre", pt_BR: "Monstro", ru: "Чудовище" },

  "hts.text.effect": { en: "Roll {need} or more: {effect}", de: "Wurf ab {need}: {effect}", es: "Tirada de {need} o más: {effect}", fr: "Jet de {need} ou plus : {effect}", pt_BR: "Rolagem de {need} ou mais: {effect}", ru: "Бросок от {need}: {effect}" },
  "hts.text.party": { en: "Party needed: {slots}", de: "Benötigte Gruppe: {slots}", es: "Grupo necesario: {slots}", fr: "Groupe requis : {slots}", pt_BR: "Grupo necessário: {slots}", ru: "Нужный отряд: {slots}" },
  "hts.text.any_heroes": { en: "any Hero ×{n}", de: "beliebiger Held ×{n}", es: "cualquier héroe ×{n}", fr: "n'importe quel héros ×{n}", pt_BR: "qualquer herói ×{n}", ru: "любой герой ×{n}" },
  "hts.text.any_hero": { en: "any Hero", de: "beliebiger Held", es: "cualquier héroe", fr: "n'importe quel héros", pt_BR: "qualquer herói", ru: "любой герой" },
  "hts.text.slay": { en: "Slain on a roll of {n} or more", de: "Besiegt bei einem Wurf ab {n}", es: "Se derrota con {n} o más", fr: "Vaincu sur un jet de {n} ou plus", pt_BR: "Derrotado com {n} ou mais", ru: "Побеждён при броске от {n}" },
  "hts.text.fight": { en: "Fights back on {n} or less: {penalty}", de: "Schlägt zurück bei {n} oder weniger: {penalty}", es: "Contraataca con {n} o menos: {penalty}", fr: "Riposte sur {n} ou moins : {penalty}", pt_BR: "Revida com {n} ou menos: {penalty}", ru: "Даёт отпор при {n} или меньше: {penalty}" },
  "hts.text.slain": { en: "Once slain: {skill}", de: "Einmal besiegt: {skill}", es: "Una vez derrotado: {skill}", fr: "Une fois vaincu : {skill}", pt_BR: "Depois de derrotado: {skill}", ru: "После победы: {skill}" },
  "hts.unknown_card": { en: "?", de: "?", es: "?", fr: "?", pt_BR: "?", ru: "?" },
  "hts.text.spell": { en: "Effect: {effect}", de: "Wirkung: {effect}", es: "Efecto: {effect}", fr: "Effet : {effect}", pt_BR: "Efeito: {effect}", ru: "Эффект: {effect}" },
  "hts.text.skill": { en: "Skill: {skill}", de: "Fähigkeit: {skill}", es: "Habilidad: {skill}", fr: "Compétence : {skill}", pt_BR: "Habilidade: {skill}", ru: "Умение: {skill}" },
  "hts.text.join": { en: "{a}; {b}", de: "{a}; {b}", es: "{a}; {b}", fr: "{a} ; {b}", pt_BR: "{a}; {b}", ru: "{a}; {b}" },
  "hts.text.list": { en: "{a}, {b}", de: "{a}, {b}", es: "{a}, {b}", fr: "{a}, {b}", pt_BR: "{a}, {b}", ru: "{a}, {b}" },

  "hts.step.draw": { en: "draw cards: {n}", de: "Karten ziehen: {n}", es: "roba cartas: {n}", fr: "piochez des cartes : {n}", pt_BR: "compre cartas: {n}", ru: "возьмите карт: {n}" },
  "hts.step.discard": { en: "discard cards: {n}", de: "Karten abwerfen: {n}", es: "descarta cartas: {n}", fr: "défaussez des cartes : {n}", pt_BR: "descarte cartas: {n}", ru: "сбросьте карт: {n}" },
  "hts.step.each_discard": { en: "every other player discards cards: {n}", de: "jeder andere wirft Karten ab: {n}", es: "cada otro jugador descarta cartas: {n}", fr: "chaque autre joueur défausse des cartes : {n}", pt_BR: "cada outro jogador descarta cartas: {n}", ru: "каждый другой игрок сбрасывает карт: {n}" },
  "hts.step.sacrifice": { en: "sacrifice Heroes: {n}", de: "Helden opfern: {n}", es: "sacrifica héroes: {n}", fr: "sacrifiez des héros : {n}", pt_BR: "sacrifique heróis: {n}", ru: "пожертвуйте героев: {n}" },
  "hts.step.each_sacrifice": { en: "every other player sacrifices Heroes: {n}", de: "jeder andere opfert Helden: {n}", es: "cada otro jugador sacrifica héroes: {n}", fr: "chaque autre joueur sacrifie des héros : {n}", pt_BR: "cada outro jogador sacrifica heróis: {n}", ru: "каждый другой игрок жертвует героев: {n}" },
  "hts.step.destroy": { en: "destroy another player's Hero", de: "zerstöre den Helden eines anderen", es: "destruye el héroe de otro jugador", fr: "détruisez le héros d'un autre joueur", pt_BR: "destrua o herói de outro jogador", ru: "уничтожьте героя другого игрока" },
  "hts.step.destroy_item": { en: "destroy an equipped Item", de: "zerstöre einen angelegten Gegenstand", es: "destruye un objeto equipado", fr: "détruisez un objet équipé", pt_BR: "destrua um item equipado", ru: "уничтожьте надетый предмет" },
  "hts.step.steal": { en: "steal another player's Hero", de: "stiehl den Helden eines anderen", es: "roba el héroe de otro jugador", fr: "volez le héros d'un autre joueur", pt_BR: "roube o herói de outro jogador", ru: "украдите героя другого игрока" },
  "hts.step.return": { en: "send another player's Hero back to their hand", de: "schick den Helden eines anderen auf dessen Hand zurück", es: "devuelve el héroe de otro jugador a su mano", fr: "renvoyez le héros d'un autre joueur dans sa main", pt_BR: "devolva o herói de outro jogador à mão dele", ru: "верните героя другого игрока ему в руку" },
  "hts.step.search": { en: "take from the discard pile: {type}", de: "nimm vom Ablagestapel: {type}", es: "toma de la pila de descartes: {type}", fr: "prenez dans la défausse : {type}", pt_BR: "pegue da pilha de descarte: {type}", ru: "возьмите из сброса: {type}" },
  "hts.step.pull": { en: "take random cards from a player's hand: {n}", de: "zufällige Karten aus der Hand eines Spielers nehmen: {n}", es: "toma cartas al azar de la mano de un jugador: {n}", fr: "prenez des cartes au hasard dans la main d'un joueur : {n}", pt_BR: "pegue cartas ao acaso da mão de um jogador: {n}", ru: "возьмите случайных карт из руки игрока: {n}" },
  "hts.step.protect": { en: "your Heroes are safe until your next turn", de: "deine Helden sind bis zu deinem nächsten Zug sicher", es: "tus héroes están a salvo hasta tu próximo turno", fr: "vos héros sont à l'abri jusqu'à votre prochain tour", pt_BR: "seus heróis ficam a salvo até seu próximo turno", ru: "ваши герои под защитой до вашего следующего хода" },
  "hts.step.action": { en: "action points: +{n}", de: "Aktionspunkte: +{n}", es: "puntos de acción: +{n}", fr: "points d'action : +{n}", pt_BR: "pontos de ação: +{n}", ru: "очки действий: +{n}" },
  "hts.step.bonus": { en: "your rolls this turn: +{n}", de: "deine Würfe in diesem Zug: +{n}", es: "tus tiradas este turno: +{n}", fr: "vos jets ce tour-ci : +{n}", pt_BR: "suas rolagens neste turno: +{n}", ru: "ваши броски в этот ход: +{n}" },

  "hts.search.hero": { en: "a Hero", de: "einen Helden", es: "un héroe", fr: "un héros", pt_BR: "um herói", ru: "героя" },
  "hts.search.item": { en: "an Item", de: "einen Gegenstand", es: "un objeto", fr: "un objet", pt_BR: "um item", ru: "предмет" },
  "hts.search.magic": { en: "a Magic card", de: "eine Magiekarte", es: "una carta de magia", fr: "une carte de magie", pt_BR: "uma carta de magia", ru: "карту магии" },
  "hts.search.modifier": { en: "a Modifier", de: "einen Modifikator", es: "un modificador", fr: "un modificateur", pt_BR: "um modificador", ru: "модификатор" },
  "hts.search.challenge": { en: "a Challenge", de: "eine Herausforderung", es: "un desafío", fr: "un défi", pt_BR: "um desafio", ru: "вызов" },
  "hts.search.any": { en: "any card", de: "eine beliebige Karte", es: "cualquier carta", fr: "n'importe quelle carte", pt_BR: "qualquer carta", ru: "любую карту" },

  "hts.skill.attack": { en: "your attack rolls: {n}", de: "deine Angriffswürfe: {n}", es: "tus tiradas de ataque: {n}", fr: "vos jets d'attaque : {n}", pt_BR: "suas rolagens de ataque: {n}", ru: "ваши броски атаки: {n}" },
  "hts.skill.effect": { en: "your Hero effect rolls: {n}", de: "deine Heldenwürfe: {n}", es: "tus tiradas de efecto de héroe: {n}", fr: "vos jets d'effet de héros : {n}", pt_BR: "suas rolagens de efeito de herói: {n}", ru: "ваши броски эффектов героев: {n}" },
  "hts.skill.challenge": { en: "your challenge rolls: {n}", de: "deine Herausforderungswürfe: {n}", es: "tus tiradas de desafío: {n}", fr: "vos jets de défi : {n}", pt_BR: "suas rolagens de desafio: {n}", ru: "ваши броски вызова: {n}" },
  "hts.skill.roll": { en: "this Hero's rolls: {n}", de: "Würfe dieses Helden: {n}", es: "tiradas de este héroe: {n}", fr: "jets de ce héros : {n}", pt_BR: "rolagens deste herói: {n}", ru: "броски этого героя: {n}" },
  "hts.skill.guard": { en: "this Hero cannot be destroyed, stolen or sent back", de: "dieser Held kann nicht zerstört, gestohlen oder zurückgeschickt werden", es: "este héroe no puede ser destruido, robado ni devuelto", fr: "ce héros ne peut être ni détruit, ni volé, ni renvoyé", pt_BR: "este herói não pode ser destruído, roubado nem devolvido", ru: "этого героя нельзя уничтожить, украсть или вернуть в руку" },
  "hts.skill.seal": { en: "this Hero cannot roll its effect", de: "dieser Held kann seinen Effekt nicht würfeln", es: "este héroe no puede tirar su efecto", fr: "ce héros ne peut pas lancer son effet", pt_BR: "este herói não pode rolar seu efeito", ru: "этот герой не может бросать на свой эффект" },
  "hts.skill.class": { en: "this Hero counts as: {cls}", de: "dieser Held zählt als: {cls}", es: "este héroe cuenta como: {cls}", fr: "ce héros compte comme : {cls}", pt_BR: "este herói conta como: {cls}", ru: "этот герой считается: {cls}" },
  "hts.skill.turn_draw": { en: "draw at the start of your turn: {n}", de: "zu Beginn deines Zuges ziehen: {n}", es: "roba al empezar tu turno: {n}", fr: "piochez au début de votre tour : {n}", pt_BR: "compre no início do seu turno: {n}", ru: "в начале хода берите карт: {n}" },
  "hts.skill.points": { en: "action points each turn: +{n}", de: "Aktionspunkte je Zug: +{n}", es: "puntos de acción por turno: +{n}", fr: "points d'action par tour : +{n}", pt_BR: "pontos de ação por turno: +{n}", ru: "очки действий каждый ход: +{n}" },
  "hts.skill.on_slay": { en: "when you slay a Monster, {step}", de: "wenn du ein Monster besiegst: {step}", es: "cuando derrotas a un monstruo: {step}", fr: "quand vous vainquez un monstre : {step}", pt_BR: "quando você derrota um monstro: {step}", ru: "когда вы побеждаете чудовище: {step}" },
  "hts.skill.on_loss": { en: "when another player's card takes one of your Heroes, {step}", de: "wenn dir die Karte eines anderen einen Helden nimmt: {step}", es: "cuando la carta de otro jugador te quita un héroe: {step}", fr: "quand la carte d'un autre joueur vous prend un héros : {step}", pt_BR: "quando a carta de outro jogador tira um herói seu: {step}", ru: "когда карта другого игрока отнимает вашего героя: {step}" },
  "hts.skill.on_magic": { en: "when a Magic card of yours resolves, {step}", de: "wenn eine deiner Magiekarten wirkt: {step}", es: "cuando se resuelve una magia tuya: {step}", fr: "quand une de vos magies se résout : {step}", pt_BR: "quando uma magia sua se resolve: {step}", ru: "когда срабатывает ваша магия: {step}" },
  "hts.skill.on_draw": { en: "when you take the DRAW action, {step}", de: "wenn du die Aktion ZIEHEN nimmst: {step}", es: "cuando haces la acción ROBAR: {step}", fr: "quand vous faites l'action PIOCHER : {step}", pt_BR: "quando você faz a ação COMPRAR: {step}", ru: "когда вы делаете действие ВЗЯТЬ: {step}" },
} satisfies Catalog;

// The keys become MessageKeys (src/i18n/areas.ts), with no import of the game there.
declare module "../../../i18n/areas" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the keys in
  interface GameMessageKeys extends Record<keyof typeof HTS_CARD_NAMES | keyof typeof HTS_CARD_WORDS, true> {}
}

export const CLASS_KEYS: readonly MessageKey[] = ["hts.class.fighter", "hts.class.guardian", "hts.class.ranger", "hts.class.thief", "hts.class.wizard", "hts.class.bard"];
const SEARCH_KEYS: readonly MessageKey[] = ["hts.search.hero", "hts.search.item", "hts.search.magic", "hts.search.modifier", "hts.search.challenge", "hts.search.any"];
const TRIGGER_KEYS: readonly MessageKey[] = ["hts.skill.on_slay", "hts.skill.on_loss", "hts.skill.on_magic", "hts.skill.on_draw"];
const STEP_KEYS: Record<StepVerb, MessageKey> = {
  draw: "hts.step.draw",
  discard: "hts.step.discard",
  "each-discard": "hts.step.each_discard",
  sacrifice: "hts.step.sacrifice",
  "each-sacrifice": "hts.step.each_sacrifice",
  destroy: "hts.step.destroy",
  "destroy-item": "hts.step.destroy_item",
  steal: "hts.step.steal",
  return: "hts.step.return",
  search: "hts.step.search",
  pull: "hts.step.pull",
  protect: "hts.step.protect",
  action: "hts.step.action",
  bonus: "hts.step.bonus",
};

/**
 * The name key of each card by its English name (the engine's CardDef.name), read off the
 * catalog once: a card's name key is the one whose English text is its name (a test holds every
 * card to one).
 */
const NAME_KEY: Record<string, string> = (() => {
  const out: Record<string, string> = {};
  const names: Record<string, { en: string }> = HTS_CARD_NAMES;
  for (const key in names) out[names[key].en] = key;
  return out;
})();

/** A card's name in the viewer's language ("Ember Squire"); an id outside the box reads "?". */
export function htsCardName(card: number): Message {
  const def = CARDS[card];
  const key = def !== undefined ? NAME_KEY[def.name] : undefined;
  return key === undefined ? { key: "hts.unknown_card" } : { key };
}

export function htsClassName(cls: number): Message {
  return msg(CLASS_KEYS[cls >= 0 && cls < CLASS_KEYS.length ? cls : 0]);
}

function signed(n: number): string {
  return n > 0 ? "+" + n : String(n);
}

/** Two or more messages as one, "a; b" (`join`) or "a, b" (`list`). */
function joined(parts: readonly Message[], key: "hts.text.join" | "hts.text.list"): Message {
  let out = parts[0];
  for (let i = 1; i < parts.length; i++) out = msg(key, { a: out, b: parts[i] });
  return out;
}

/** One step of the effect language in words. */
export function htsStepText(step: Step): Message {
  if (step.verb === "search") return msg("hts.step.search", { type: msg(SEARCH_KEYS[step.n]) });
  return msg(STEP_KEYS[step.verb], { n: step.n });
}

/** A card's steps as one phrase ("draw cards: 2; discard cards: 1"). */
export function htsStepsText(steps: readonly Step[]): Message {
  const parts: Message[] = [];
  for (const s of steps) parts.push(htsStepText(s));
  return joined(parts, "hts.text.join");
}

/** Lasting skills as phrases, one per skill. */
export function htsSkillTexts(k: Skills): Message[] {
  const out: Message[] = [];
  if (k.attack !== 0) out.push(msg("hts.skill.attack", { n: signed(k.attack) }));
  if (k.effect !== 0) out.push(msg("hts.skill.effect", { n: signed(k.effect) }));
  if (k.challenge !== 0) out.push(msg("hts.skill.challenge", { n: signed(k.challenge) }));
  if (k.roll !== 0) out.push(msg("hts.skill.roll", { n: signed(k.roll) }));
  if (k.guard) out.push(msg("hts.skill.guard"));
  if (k.seal) out.push(msg("hts.skill.seal"));
  if (k.classIs >= 0) out.push(msg("hts.skill.class", { cls: htsClassName(k.classIs) }));
  if (k.turnDraw > 0) out.push(msg("hts.skill.turn_draw", { n: k.turnDraw }));
  if (k.points > 0) out.push(msg("hts.skill.points", { n: k.points }));
  for (let t = 0; t < TRIGGER_KEYS.length; t++) for (const step of k.on[t]) out.push(msg(TRIGGER_KEYS[t], { step: htsStepText(step) }));
  return out;
}

/** A Monster's Party slots in words: its classes, then its Heroes of any class ("Fighter, any Hero ×2"). */
export function htsSlotsText(def: CardDef): Message {
  const parts: Message[] = [];
  let any = 0;
  for (const c of def.slots) {
    if (c < 0) any++;
    else parts.push(htsClassName(c));
  }
  if (any === 1) parts.push(msg("hts.text.any_hero"));
  else if (any > 1) parts.push(msg("hts.text.any_heroes", { n: any }));
  return joined(parts, "hts.text.list");
}

/** A Modifier's options as the card prints them ("+1 / -3"): signs and digits read alike in every language. */
export function htsOptionsText(def: CardDef): string {
  const parts: string[] = [];
  for (const o of def.options) parts.push(signed(o));
  return parts.join(" / ");
}

/**
 * A card's text, line by line, composed from its data: what kind of card it is (and its class),
 * then its roll and effect, its skills, or a Monster's Party, slay number and fight-back.
 */
export function htsCardText(card: number): Message[] {
  const def = CARDS[card];
  if (def === undefined) return [];
  const out: Message[] = [];
  const skills = (): void => {
    for (const k of htsSkillTexts(def.skills)) out.push(msg("hts.text.skill", { skill: k }));
  };
  if (def.kind === "leader") {
    out.push(msg("hts.kind.leader", { cls: htsClassName(def.cls) }));
    skills();
  } else if (def.kind === "hero") {
    out.push(msg("hts.kind.hero", { cls: htsClassName(def.cls) }));
    out.push(msg("hts.text.effect", { need: def.need, effect: htsStepsText(def.steps) }));
  } else if (def.kind === "item" || def.kind === "cursed") {
    out.push(msg(def.kind === "item" ? "hts.kind.item" : "hts.kind.cursed"));
    skills();
  } else if (def.kind === "magic") {
    out.push(msg("hts.kind.magic"));
    out.push(msg("hts.text.spell", { effect: htsStepsText(def.steps) }));
  } else if (def.kind === "modifier") out.push(msg("hts.kind.modifier", { options: htsOptionsText(def) }));
  else if (def.kind === "challenge") out.push(msg("hts.kind.challenge"));
  else {
    out.push(msg("hts.kind.monster"));
    out.push(msg("hts.text.party", { slots: htsSlotsText(def) }));
    out.push(msg("hts.text.slay", { n: def.slay }));
    out.push(msg("hts.text.fight", { n: def.fightBack, penalty: htsStepsText(def.steps) }));
    for (const k of htsSkillTexts(def.skills)) out.push(msg("hts.text.slain", { skill: k }));
  }
  return out;
}
