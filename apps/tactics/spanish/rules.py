"""The Spanish phrase rules, one tuple per tactic, in the same families-of-wording style
as the English ones (apps/tactics/rules/): lowercase, no accents, no ñ ("cumpleanos").

Spain and the Americas both: "tú" and "vos" forms ("eres" / "sos", "sabes" / "sabés",
folded "sabes"), "mamá" and "má", "extrañar" and "echar de menos". Texting shorthand is
part of the pattern: "q" and "k" for "que" (_QUE), "x cierto", "tqm", "porfa", "xfa".
"""

_QUE = r"(?:que|q|k)"
_ERES = r"(?:eres|sos|es)"
_RELATIVE = (
    r"(?:madre|mama|ma|padre|papa|pa|hermana|hermano|abuela|abuelita|abuelo|abuelito|tia|tio|prima|primo|"
    r"familia|suegra|suegro|hija|hijo|cunada|cunado|madrina|padrino|ex)"
)
_SEE = r"(?:vi|he visto|vimos|acabo de ver|estaba viendo|ya vi)"

HOOVERING: tuple[str, ...] = (
    # A greeting and nothing else is the whole message ("hola", "estas?").
    r"^(?:hola+|holi|holis|ey|hey|buenas|buenos dias|buenas noches|estas|sigues (?:ahi|vivo|viva))(?=[^\w]*$)",
    r"(?:cree|abri|me hice) (?:esta cuenta|otra cuenta (?:solo )?para)|(?:desde|con) (?:otro|este|un) numero (?:nuevo|distinto)",
    r"solo (?:te pido|pido|quiero) " + _QUE + r" me (?:dejes|deje|dejen) (?:verte|hablarte|explicarte|ver a|conocer)",
    r"cuando (?:puedo|podemos) (?:pasar|verte|vernos)|(?:un|tomamos un|vamos por un) cafe\?",
    # Asking after you.
    r"(?:como|k|q) (?:estas|andas|te va|has estado|te encuentras|sigues|va todo|vas|te trata la vida)",
    r"(?:que|q|k) tal(?: (?:estas|todo|te va|andas|sigues|vas|la vida|el trabajo))?\??",
    r"(?:estas|sigues) (?:bien|vivo|viva|ahi|por ahi|despierto|despierta)\?",
    r"solo (?:queria|quiero|era para) (?:saludar(?:te)?|saber (?:como|de ti|si)|decirte hola|ver como)",
    r"(?:queria|quiero|quisiera) saber (?:como (?:estas|te va|andas)|de ti|si estas bien)",
    # After a gap.
    r"(?:hace|hacia) (?:mucho|tanto|siglos|anos|meses|semanas|rato|tiempo|un tiempo|una eternidad)(?: tiempo)? "
    + _QUE
    + r" no (?:se|sabemos|hablamos|nos vemos|te veo|te escucho|hablo|te escribo)",
    r"(?:cuanto|tanto) tiempo(?: sin (?:verte|hablar|saber))?",
    r"hola (?:extran[oa]|desconocid[oa]|perdid[oa]|forastero|forastera)",
    r"(?:hola|holi|holaa+) ?[?.!]* ?(?:soy yo|es solo para|como estas)",
    # Missing and thinking of you.
    r"(?<!no )(?<!ya no )te (?:extrano|extranio|echo de menos|echamos de menos|extranamos|hecho de menos)",
    r"(?:pienso|pense|estaba pensando|sigo pensando|no dejo de pensar) en (?:ti|vos|nosotros)",
    r"me (?:acorde|acuerdo|he acordado) de (?:ti|vos)",
    r"(?:me hiciste|me haces) falta|me (?:haces|hace) mucha falta",
    r"(?:te )?(?:quiero|necesito|me gustaria|podemos|podriamos|deberiamos) (?:hablar|vernos|verte|tomar un cafe|quedar|charlar)",
    r"te necesito",
    r"(?:vuelve|regresa|volve|vuelve a casa|vuelve conmigo|regresa conmigo)(?= conmigo|[.!?,]|$)",
    # Please reply.
    (
        r"(?:(?:por favor|porfa|xfa|porfis),? )?(?:llamame|escribeme|escribime|contestame|respondeme|"
        r"dime algo|decime algo|mandame un mensaje)(?! (?:ya|ahora|de una vez))"
    ),
)

BAITING: tuple[str, ...] = (
    r"o eso quieres " + _QUE + r" parezca|suerte con eso|(?:me )?reemplazaste",
    r"(?#raw)(?:🙃|🤡|😏)",
    r"(?:seguro|apuesto a) " + _QUE + r" (?:ni|no) (?:te atreves|contestas|vas a contestar|lo lees|me lees)",
    r"(?:a ver si|si es que) (?:te atreves|eres capaz|sos capaz|tienes (?:el )?valor|contestas)",
    r"no (?:tienes|tenes) (?:el )?(?:valor|agallas|huevos|cojones|ovarios)",
    r"contesta si (?:te atreves|puedes|tienes)",
    r"(?:ya|yo) (?:sabia|me imaginaba) " + _QUE + r" no (?:ibas|contestarias|ibas a contestar|tendrias)",
    r"(?:se ve|veo|ya veo) " + _QUE + r" (?:te da igual|no te importa|sigues (?:igual|siendo)|no has cambiado)",
    r"(?:no )?(?:vas a decir|tienes) nada (?:que decir)?\?",
    r"(?:me han contado|me contaron|me dijeron|me entere|escuche) " + _QUE,
    r"(?:por cierto|x cierto|a proposito),? (?:tu|la|el|sabias|sabes)",
    r"(?:solo|nomas|nada mas) para " + _QUE + r" (?:sepas|lo sepas)",
    r"(?:que) (?:pena|lastima) " + _QUE + r" (?:no|ya no|te)",
    r"ni (?:contestas|saludas|un hola|para decir)",
    r"sigues (?:igual de|tan) \w+",
    r"(?:te crees|te crees que eres) (?:muy|mejor|superior|la|el|alguien)",
)

VAGUE_POSTING: tuple[str, ...] = (
    r"(?:el|la) karma|#karma|karma existe",
    r"hay (?:personas|gente) " + _QUE,
    r"(?:algunas|ciertas) personas",
    r"(?:la gente|personas) (?:falsa|toxica|mala|interesada|traicionera)",
    r"(?:la vida|el tiempo|dios) (?:pone|da|devuelve) a cada (?:uno|quien|cual)",
    r"(?:a buen entendedor|quien se pica|al que le quede el saco|el que se pica)",
    r"(?:no nombro|sin nombrar) a nadie|ya (?:sabes|sabe) quien (?:eres|es)",
    r"indirecta",
    r"\[(?:publico|subio|compartio|posteo|puso|cambio)[^\]]{0,80}(?:frase|cita|video|meme|estado|historia|reflexion|cancion|foto)",
)

SURVEILLANCE: tuple[str, ...] = (
    _SEE + r" (?:las fotos de tu|tus fotos|las fotos de)",
    r"(?:me entere|vi) (?:por|en) (?:facebook|instagram|insta|face|tiktok|linkedin|tus redes)",
    r"(?:se|ya se) " + _QUE + r" (?:estas viendo|lees|has leido|leiste) (?:los|mis) mensajes",
    r"\[(?:vio|ha visto|miro)[^\]]{0,40}(?:historia|historias|estado|estados|perfil|story|stories|reel)",
    r"\[(?:le dio|dio|puso|reacciono)[^\]]{0,20}(?:like|me gusta|megusta|corazon|reaccion)",
    r"\[(?:comento|respondio)[^\]]{0,40}(?:foto|publicacion|post|historia|video)",
    r"\[(?:te empezo a seguir|empezo a seguirte|solicitud de seguimiento|te sigue|cuenta nueva|nueva cuenta)",
    r"\[[^\]]{0,40}(?:cuenta nueva|nueva cuenta|perfil nuevo|sin foto)",
    _SEE
    + r" (?:tu|tus|en tu) (?:foto|fotos|historia|historias|estado|perfil|instagram|insta|face|facebook|publicacion|"
    r"tiktok|post|reel|nuevo|nueva)",
    _SEE + r" (?:que|q|k) (?:estuviste|fuiste|estabas|estas|subiste|cambiaste|tienes|te mudaste|empezaste|andas|sales)",
    r"(?:me dijeron|me contaron|se|me entere) " + _QUE + r" (?:estuviste|fuiste|estabas|te mudaste|trabajas|"
    r"vives|andas|sales con|te fuiste)",
    r"(?:bonitas|lindas|preciosas) (?:fotos|las fotos)|(?:bonita|linda|preciosa) (?:la|tu|esa) foto",
    r"(?:me gusto|me encanto|vi) tu (?:nuevo|nueva) (?:corte|pelo|casa|coche|carro|trabajo|novio|novia|look)",
)

GUILT_TRIPPING: tuple[str, ...] = (
    # You are missed, pointedly: they asked after you, everyone but you, the empty place.
    r"(?:pregunta|pregunto|preguntaba|preguntan|preguntaron) por (?:ti|vos|usted)",
    r"(?:estamos|estaban|estuvimos) todos menos (?:tu|vos|usted)|(?:y )?yo aqui sol[oa]|yo recibi silencio",
    r"no supe (?:que|q) (?:decirle|decirles|contestarle)|te busco con la mirada|mirando la puerta",
    r"supongo " + _QUE + r" no (?:vendras|vienes|vas a venir|te importa|podras)",
    r"(?:espero|ojala) "
    + _QUE
    + r" (?:estes|este) (?:content[oa]|orgullos[oa])|ya (?:estaras|estara) (?:content[oa]|feliz)",
    r"(?:tu )?sigue(?:s)? con tu vida|cuando (?:quieras|quiera) (?:saber de mi|volver|venir) (?:ya )?(?:va a ser|sera|es) tarde",
    r"dejo de existir para (?:ti|vos)|(?:para ti|para vos) (?:estoy|estamos) muert[oa]s?",
    r"sin " + _QUE + r" (?:yo )?(?:lo|la|los|las) (?:conozca|vea|conozcamos)|eso es crueldad|(?:que|tan) cruel",
    r"(?:la|el) (?:hija|hijo) " + _QUE + r" (?:siempre )?(?:quise|quisimos)|cuando todavia tenia (?:un|una) hij[oa]",
    r"(?:se fue|murio|se murio|sigue) preguntando por ti|ni (?:al|a la) (?:entierro|funeral|velorio|boda|hospital)",
    r"no tienes (?:verguenza|corazon|perdon)|(?:la|que) verguenza",
    r"(?:estuvo|esta|se quedo) llorando|(?:la|lo|me|nos) (?:matas|vas a matar) (?:a disgustos|de pena|del disgusto|de un disgusto)",
    r"madre (?:solo )?hay una|(?:somos|es) (?:tu|su) familia",
    r"yo que (?:no dormia|te di|te cuide|lo di todo|te lo di todo|te crie)",
    r"(?:que|en que) (?:hicimos|hice) mal",
    # After all we did for you.
    r"(?:despues de|con|tras) todo lo " + _QUE + r" (?:hice|hicimos|he hecho|hemos hecho|sacrifique|sacrificamos|"
    r"me sacrifique|nos sacrificamos|te di|te dimos|di|dimos|pase|pasamos|aguante)",
    r"(?:asi) (?:me|nos|le) (?:pagas|agradeces|tratas)",
    r"(?:ingrat[oa]|desagradecid[oa]|egoista|mal hij[oa]|mala hija|mal padre|mala madre)",
    # Your family suffers.
    r"(?:tu|su) " + _RELATIVE + r" (?:sufre|llora|lloro|esta (?:muy )?(?:mal|fatal|triste|destrozad[oa]|enferm[oa]|"
    r"deprimid[oa])|no duerme|no come|no para de llorar|no se merece)",
    r"(?:tu|su) propi[oa] (?:madre|padre|familia|sangre|hermana|hermano|hij[oa])",
    r"es tu (?:madre|padre|familia|sangre|hermana|hermano|abuela)",
    r"la familia es (?:lo primero|la familia|sagrada|lo unico)",
    # You hurt us.
    r"me (?:rompes|rompiste|partiste|partes|destrozaste|destrozas) el corazon",
    r"me (?:haces|hiciste|estas haciendo) (?:sufrir|llorar|dano|tanto dano)",
    r"(?:nos|me) (?:abandonaste|abandonas|dejaste sol[oa]s?|olvidaste)",
    r"(?:ya )?no te (?:importa|importamos|importo|interesa)",
    r"ni (?:un|una) (?:mensaje|llamada|saludo|visita|felicitacion|hola)",
    r"(?:como) (?:puedes|podes|pudiste) (?:ser asi|hacer esto|hacernos|hacerme|dormir|vivir)",
    r"(?:no te da|deberia darte|te deberia dar) (?:verguenza|pena|cosa)",
    r"(?:tu|vos) (?:sabras|veras)|alla (?:tu|vos|usted)(?: con tu conciencia)?",
    r"(?:cargo de|en tu|con tu|tu) conciencia",
    r"(?:tan|muy) (?:dificil|complicado) es (?:llamar|escribir|contestar|venir|un mensaje)",
    r"(?:si te queda|no tienes|no tenes) (?:algo de |nada de |un poco de )?corazon",
    r"el dano " + _QUE + r" (?:le |nos |me |les )?(?:haces|hiciste|estas haciendo|has hecho)",
    r"me (?:hiciste|haces|has hecho) quedar (?:fatal|mal|como)",
    r"para ti (?:yo )?(?:ya )?(?:no existo|no soy nadie|no cuento)",
    r"por si te (?:interesa|importa)",
    r"que triste " + _QUE,
    r"ni (?:me miras|nos miras|me hablas|nos hablas|te acuerdas)",
)

PITY_PLAY: tuple[str, ...] = (
    r"(?:estoy|estaba|estuve|ahi|aqui|aca|me quede|vivo|ando|estamos|estaremos|be fine) solit[oa]s?|sin que nadie (?:viniera|venga|me llame|me llamara|me visite|me visitara)",
    r"no tengo ni para|me quede sin (?:trabajo|casa|nada|dinero|un peso)",
    r"no te preocupes por (?:mi|nosotros)|se va a ir con el dolor",
    r"(?:me|le|lo|la) (?:ingresaron|internaron)|(?:estoy|esta) internad[oa]",
    (
        r"(?:estoy|me siento|ando|he estado|estuve) (?:muy |tan |super |bastante )?(?:mal|fatal|destrozad[oa]|hundid[oa]|"
        r"deprimid[oa]|sol[oa]|enferm[oa]|triste|perdid[oa]|vaci[oa]|roto|rota|acabad[oa]|en la ruina)"
    ),
    r"no (?:puedo|consigo|logro) (?:dormir|comer|vivir|levantarme|seguir|respirar|dejar de llorar)",
    r"(?:ya )?no (?:como|duermo|vivo)(?= nada| bien| desde|[.!?,]|$)",
    r"(?:lloro|llorando|he llorado) (?:todos los dias|cada noche|todo el dia|mucho|sin parar|todas las noches)",
    r"no tengo a nadie|no me queda (?:nadie|nada)|no le importo a nadie",
    r"(?:ya )?no tengo (?:ganas|fuerzas) de (?:nada|vivir|seguir)",
    r"(?:me )?(?:acostumbre|acostumbre|acostumbrad[oa]) a (?:estar|comer|vivir|pasar las fiestas) sol[oa]",
    r"no te preocupes por mi|tranquil[oa],? (?:yo )?(?:me las arreglo|sobrevivire)",
    r"total,? (?:una madre|un padre|yo|la abuela|tu madre) ya no (?:importa|importo|cuenta)",
    (
        r"(?:ingresad[oa]|en el hospital|en urgencias|en la uci|me operan|quimio|mi salud|mi depresion|"
        r"el medico dice|los medicos)"
    ),
    r"me estoy muriendo|me muero de (?:pena|tristeza)",
    r"(?:esta|anda|sigue) (?:muy |tan )?(?:fatal|destrozad[oa]|hundid[oa]|deprimid[oa]|muy mal|sol[oa]|triste)",
    r"se le (?:nota|notaba|ve|veia) (?:muy |tan )?(?:triste|mal|fatal|deprimid[oa]|apagad[oa])",
    r"no (?:come|duerme)(?=[.!?,]|$| nada| bien)",
    r"no va a (?:durar|estar) (?:para siempre|mucho|siempre)",
    r"nadie (?:mas )?se acuerda",
)

SMEAR_CAMPAIGN: tuple[str, ...] = (
    r"(?:anda|va|andan|van|esta|estan) (?:diciendo|contando|diciendole|contandole) (?:a|en|que|por ahi|a todo|a medio|cosas)",
    r"le (?:conto|dijo) a (?:medio|todo|toda|todos)",
    r"hay (?:hijas|hijos|madres|personas) que (?:deciden|prefieren|abandonan|rompen)",
    (
        r"(?:todos|todo el mundo|toda la familia|la familia|tus amigos|la gente|el barrio|tu jefe) (?:ya )?"
        r"(?:sabe|saben|sabra|sabran|piensa|piensan|va a saber|van a saber) (?:como|quien|lo que|que) (?:eres|sos|hiciste|realmente)"
    ),
    (
        r"(?:le|les) (?:conte|dije|he contado|he dicho|voy a contar|voy a decir|contare|dire) (?:a todos|a todo el mundo|"
        r"a tu|a tus|lo que|la verdad|como eres|quien eres)"
    ),
    r"(?:voy a|vamos a) (?:contar|decir|publicar|ensenar|mostrar) (?:a todos|a todo el mundo|lo que|la verdad|tus)",
    r"(?:todos|todo el mundo|la familia) (?:dice|dicen|comenta|comentan) " + _QUE + r" (?:estas|eres|sos|te volviste)",
    r"(?:andas|vas|estas) (?:diciendo|contando) (?:mentiras|cosas|por ahi)",
    r"(?:tu|la) (?:reputacion|fama)",
    r"(?:ya )?(?:todos|todo el mundo) (?:lo )?sabe",
)

FLYING_MONKEYS: tuple[str, ...] = (
    r"(?:tu|su) " + _RELATIVE + r" (?:dice|me dijo|me pidio|te manda|quiere|pregunta|pregunto|esta preocupad[oa]|"
    r"me llamo|me escribio|me conto|te extrana|te echa de menos|no entiende)",
    r"me (?:pidio|pidieron|ha pedido|han pedido|dijo|dijeron) " + _QUE + r" te (?:diga|dijera|escriba|escribiera|avise|"
    r"avisara|llame|llamara|pase|pasara)",
    r"(?:solo )?te paso el (?:recado|mensaje)|(?:soy|solo soy) (?:la|el) mensajer[oa]",
    r"de parte de (?:tu|su|mi|todos|toda la familia)",
    (
        r"(?:todos|toda la familia|tu abuela|tu madre|tu padre|tu mama|tu papa) (?:pregunta|preguntan|pregunto|preguntaron) "
        r"(?:por ti|por vos|por usted)"
    ),
    (
        r"(?:deberias|tendrias que|podrias) (?:llamar|hablar con|escribir a|escribirle a|visitar a|perdonar a) "
        r"(?:tu|su|a tu|a su)"
    ),
    r"(?:llama|llamale|hablale|escribele|habla con) (?:a )?(?:tu|su) " + _RELATIVE,
    r"(?:yo )?no me (?:meto|quiero meter)|no es asunto mio|no me metas en medio",
    r"(?:yo )?solo te lo (?:digo|paso|cuento|comento)",
    r"me (?:pidio|pidieron|ha pedido) (?:tu|su) \w+ " + _QUE + r" te",
    r"(?:mama|papa|la abuela|el abuelo|la tia|el tio|la familia) (?:dice|dijo|pregunta|pregunto|quiere|me pidio) ",
    # A note signed by a relative: "... llámala. Tu tía Pilar"
    r"(?:tu|su) (?:tia|tio|prima|primo|madrina|padrino|abuela|abuelo) [a-z]+(?=[.!]?\s*$)",
)

TRIANGULATION: tuple[str, ...] = (
    r"mi (?:nueva|nuevo) (?:jeva|morra|polola|pololo|piba|mina|chava|chavo|novi[oa])",
    r"(?:anda|esta) con (?:una|un|alguien|otra|otro)|(?:nos vamos a vivir|vivimos) juntos",
    r"(?:con )?la persona correcta|la hija que siempre quise|el hijo que siempre quise",
    r"mi (?:nuevo|nueva) (?:novio|novia|pareja|chico|chica|amor|esposa|esposo|marido|mujer)",
    r"(?:estoy|estamos|ando) (?:saliendo con (?:alguien|una|un|otra|otro)|conociendonos|conociendo a alguien|con alguien)",
    r"(?:ya )?(?:tengo|encontre|conoci) a (?:alguien|otra|otro|una persona)",
    # "ella sí me quiere", not "él sí sabe dónde está el seguro".
    r"(?:alguien|otra persona|ella|el|mi pareja) (?:que )?si (?:me (?:valora|quiere|aprecia|trata bien|entiende)|valora|aprecia)",
    r"(?:por fin|al fin) (?:soy feliz|alguien|encontre)",
    r"(?:soy|estoy|estamos) (?:muy |tan |super )?feli(?:z|ces) (?:con|ahora|juntos)",
    r"(?:nos vamos a casar|me voy a casar|nos comprometimos|me comprometi|nos casamos)",
    r"(?:esta|estamos) embarazad[oa]|vamos a ser padres",
    r"\[(?:subio|publico|cambio)[^\]]{0,60}(?:con (?:su|una|un) (?:nuev|novi|pareja|chic)|pareja|novi[oa])",
    r"ya te (?:olvide|supere|reemplace)|ni me acuerdo de ti",
)

BREADCRUMBING: tuple[str, ...] = (
    r"ya te (?:contare|explicare|dire)|algun dia te (?:voy a contar|contare|explicare|dire)",
    r"todavia no es el momento|no cierres la puerta|en unos meses|cuando (?:yo )?este (?:mas )?(?:tranquil[oa]|list[oa]|mejor)",
    r"(?:tal vez|quizas|quiza|a lo mejor|puede "
    + _QUE
    + r"|capaz "
    + _QUE
    + r") (?:algun dia|mas adelante|un dia|pronto|"
    r"cuando|en un futuro|volvamos|nos veamos)",
    r"(?:algun) dia (?:volveremos|nos veremos|hablaremos|te contare|entenderas)",
    r"ya (?:veremos|hablaremos|se vera)",
    r"(?:te cuento|hablamos|te escribo|te llamo|nos vemos) (?:otro dia|un dia de estos|mas adelante|algun dia)",
    r"te debo (?:una|un cafe|una explicacion|una cena)",
    r"un dia de estos",
    r"tengo (?:algo|una cosa) (?:que contarte|para ti|que decirte)",
    r"nunca se sabe|quien sabe",
    r"(?:cuando|si) (?:las cosas|todo) (?:se calmen?|cambien?|este mejor|mejore)",
    r"(?:no cierro|dejo abierta|sigue abierta|esta abierta) la puerta|la puerta (?:sigue|esta) abierta",
    r"(?:buenas noches|buenos dias|dulces suenos),? (?:guap[oa]|bonit[oa]|preciosa|hermosa|mi amor|linda|lindo|reina)",
)

STRATEGIC_SILENCE: tuple[str, ...] = (
    r"no te (?:escribo|contesto|hablo|llamo|molesto|voy a contestar) mas|(?:ya )?me buscaras",
    r"llevo (?:\w+ )?(?:dias|semanas|meses) sin (?:escribirte|hablarte|llamarte)|(?:ahi|alla) queda eso",
    r"no (?:va a|voy a) abrir la boca|(?:me salgo|se salio|salio) del grupo|desactivo (?:todas )?sus redes",
    r"(?:ya )?no (?:te )?(?:voy a|vuelvo a|volvere a|pienso) (?:escribir|molestar|hablar|llamar|buscar)(?:te)?(?: mas| nunca)?",
    r"no (?:sabras|vas a saber|volveras a saber|sabes) (?:nada )?(?:mas )?de mi",
    r"(?:desaparezco|me desaparezco|me borro|ya no existo|hago como " + _QUE + r" no existes)",
    (
        r"cuando (?:quieras|quieras hablar|estes list[oa]|te de la gana|se te pase),? (?:ya )?(?:sabes|aqui estoy|aca estoy|"
        r"me escribes|me buscas)"
    ),
    r"(?:la pelota|la bola) esta en tu (?:campo|tejado|cancha)|te toca a ti",
    r"(?:el|la) que (?:tiene que|debe|deberia) (?:escribir|llamar|disculparse|dar el primer paso) (?:eres tu|sos vos|es usted)",
    r"ya no (?:digo|dire|voy a decir) (?:nada|mas)|me callo",
    r"(?:me )?(?:dejaste|dejas) en visto|\[(?:visto|leido)",
)

LOVE_BOMBING: tuple[str, ...] = (
    r"(?:estuviste|te ves|te veias|estabas|ibas) (?:preciosa|hermosa|guapisim[oa]|bellisim[oa]|divin[oa]|radiante)",
    r"(?:el|la) mejor (?:mama|madre|papa|padre|persona|mujer|hombre) del (?:mundo|planeta|universo)",
    r"(?:la|el) (?:persona|mujer|hombre) mas (?:inteligente|guapa|bonita|valiente|linda|hermosa)|nadie te llega",
    _ERES + r" (?:el amor de mi vida|lo mejor (?:que me ha pasado|que me paso|de mi vida)|mi todo|mi vida|"
    r"perfect[oa]|unic[oa]|increible|mi alma gemela|mi media naranja|la mujer de mi vida|el hombre de mi vida|mi persona)",
    r"nadie (?:me |te )?(?:va a |podra )?(?:querer|amar|quiere|ama|entiende|entendera) como (?:yo|tu|vos)",
    r"(?:nunca|jamas) (?:he querido|quise|amare|voy a amar|voy a querer|querre|he amado) a nadie (?:como|igual|asi)",
    r"(?:te )?(?:amo|adoro|quiero) (?:con locura|mas que a nada|mas que nunca|con toda mi alma|muchisimo|tanto)",
    r"(?:tqm|tkm|te amo|te adoro)(?=[.!?,]|$| mucho| mi)",
    r"somos (?:almas gemelas|el uno para el otro)|(?:hechos|nacimos) (?:el uno para el otro)",
    r"mi (?:reina|rey|princesa|principe|cielo|amor|vida|corazon|bebe|cosita)(?=[.!?,]|$| hermos| precios| lind)",
    r"(?:te )?(?:voy a|quiero|te quiero) (?:dar|regalar|llevar a|llevarte a) (?:el mundo|todo|de viaje|paris)",
    r"(?:te )?(?:mande|he mandado|envie|compre|traje) (?:flores|un regalo|rosas|algo (?:para ti|especial))",
    r"(?:eres|estas|sos) (?:preciosa|hermosa|guapisim[oa]|bellisim[oa]|divin[oa])",
    r"(?#raw)(?:❤️|❤|😍|🥰|😘|💕|💖|💘|💗){3,}",
)

FAKE_APOLOGY: tuple[str, ...] = (
    r"lo siento(?=[.!?,]|$)|(?:he ido|fui) a terapia|ya no (?:tomo|bebo|consumo|me drogo)",
    r"(?:reconozco|admito) " + _QUE + r"|(?:por )?mis errores|nunca fue mi intencion",
    r"(?:siento|lamento) que te (?:hayas sentido|sientas)",
    r"perdona(?:me)? (?:amor|amo|mi amor|bebe|cielo|vida)",
    r"(?:lo )?(?:siento|lamento) (?:mucho|tanto|todo|muchisimo|si te|de verdad|en el alma)",
    r"(?<!pidas )(?<!pides )(?<!pedir )(?<!pida )(?<!pedirme )(?:(?:perdoname|disculpame)(?= por|[.!?,]|$| de verdad| te lo pido)|(?:perdon|perdona|disculpa)(?= por|[.!?]|$| de verdad| te lo pido))",
    r"(?:he|ya he|ya) cambiad[oa]|(?:soy|ahora soy) (?:otra persona|otr[oa]|una persona (?:nueva|diferente|distinta))",
    r"(?:estoy yendo|voy|empece a ir|fui) a (?:terapia|un psicologo|una psicologa|la psicologa|el psicologo)",
    r"(?:reconozco|admito|se) " + _QUE + r" (?:me equivoque|la cague|falle|lo hice mal|no fui|te falle|te hice dano)",
    r"la (?:cague|regue)|(?:fui|he sido) (?:un|una) (?:idiota|imbecil|estupid[oa]|tont[oa])",
    r"(?:dame|danos|me merezco|merezco|nos merecemos) (?:una|otra) (?:segunda )?oportunidad",
    r"te (?:prometo|juro) " + _QUE + r" (?:va a ser|sera|cambiare|no volvera|todo|esta vez)",
    r"no (?:volvera|va a volver) a pasar|(?:ya )?aprendi (?:la|mi) leccion",
    r"(?:siento|lamento) (?:que te sintieras|si te sentiste|que lo vieras|que lo tomaras)",
)

GASLIGHTING: tuple[str, ...] = (
    r"(?:yo )?nunca te (?:pedi|eche|pegue|dije|obligue|prohibi|insulte|grite)",
    r"acuerdate bien|acordate bien|(?:no|nunca) existio|te (?:esta|estan) llenando la cabeza",
    r"(?:tu|vos) (?:te ofreciste|lo quisiste|me provocabas|empezaste)",
    r"eso (?:nunca|no) (?:paso|ocurrio|fue asi|sucedio)|(?:nunca|no) paso (?:eso|nada)",
    r"(?:te lo )?(?:estas|andas) (?:inventando|imaginando)|te lo (?:inventas|imaginas|inventaste|imaginaste|sonaste)",
    r"(?:estas|andas|te volviste) (?:loc[oa]|paranoic[oa]|delirando|mal de la cabeza|confundid[oa])",
    r"(?:siempre |como siempre )?(?:exageras|dramatizas|te lo tomas todo)",
    _ERES + r" (?:muy |tan |una |un )?(?:exagerad[oa]|dramatic[oa]|sensible|hipersensible|intensa|intenso)",
    r"(?:yo )?nunca (?:te )?(?:dije|hice|grite|pegue|insulte|trate) (?:eso|nada|mal)",
    r"(?:recuerdas|te acuerdas|te acordas) (?:mal|todo mal|al reves)|tu memoria",
    r"(?:no|nunca) fue para tanto|(?:era|fue) (?:una |solo una )?broma|no (?:fue|era) (?:tan grave|nada)",
    r"(?:todo|eso) (?:esta) en tu cabeza|ves cosas donde no (?:las )?hay",
    r"(?:te lo tomas|lo tomas) (?:todo )?(?:a pecho|personal|mal|a la tremenda)",
)

BLAME_REVERSAL: tuple[str, ...] = (
    r"crueldad|como (?:una madre|un padre|una hija|un hijo) (?:puede|pudo|es capaz)",
    r"ya (?:sabe|sabemos|se) como eres",
    r"(?:tu|vos) (?:me|nos) (?:abandonaste|dejaste|rompiste|destruiste|hiciste esto|empezaste|alejaste|bloqueaste)",
    r"(?:tu|vos) (?:eres|sos) (?:la|el) (?:que|culpable|mala|malo)",
    r"(?:fuiste|fuistes) (?:tu|vos) (?:la|el) que",
    r"(?:por tu culpa|es tu culpa|la culpa es tuya|todo es culpa tuya|culpa tuya)",
    r"(?:destruiste|rompiste|arruinaste|destrozaste) (?:esta|la|nuestra|mi|tu) (?:familia|relacion|vida|casa)",
    _ERES + r" (?:muy |tan |una |un )?(?:cruel|fri[oa]|sin corazon|mala persona|mal[oa]|despiadad[oa]|insensible)",
    r"como (?:puedes|podes|pudiste) ser tan (?:cruel|fri[oa]|egoista|mala|malo|dur[oa])",
    r"(?:me|nos) (?:castigas|estas castigando|castigaste)|castigandome|castigandonos",
    r"(?:me|nos) (?:tratas|trata|trataste) como (?:a )?(?:una|un) (?:extran[oa]|desconocid[oa]|basura|perro|enemig[oa])",
    r"(?:yo )?(?:que) te (?:hice|he hecho)|(?:yo )?no te (?:hice|he hecho) nada",
    r"(?:yo )?(?:soy|fui) (?:la|el) (?:victima|que sufre|que sufrio|unica que)",
    r"(?:me|nos) (?:bloqueaste|bloqueas|bloqueo)",
    r"(?:vas|te haces|te pones) (?:de )?(?:la |el )?victima",
    r"(?:es|eres|sos) una crueldad|(?:que|tanta) crueldad",
    r"el dano " + _QUE + r" (?:le |nos |me |les )?(?:haces|hiciste|estas haciendo|has hecho)",
)

TIMED_CONTACT: tuple[str, ...] = (
    r"(?:me|le|lo|la) (?:ingresaron|internaron|operaron|dieron de alta)|internad[oa]",
    r"hoy hace (?:un|\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) anos|(?:vuestro|nuestra primera) (?:aniversario|cita)",
    r"ofrenda|cempasuchil|(?:los|sus|tus) quince",
    (
        r"feliz (?:cumpleanos|cumple|navidad|ano nuevo|aniversario|dia de (?:la madre|las madres|del padre|los padres|"
        r"san valentin|reyes)|dia|san valentin|pascua|santo|nochebuena)"
    ),
    r"felices fiestas",
    r"(?:hoy|manana|ayer) (?:seria|hubiera sido|cumpliria|cumplirias|hace un ano|hace anos|hizo un ano)",
    r"(?:hoy|manana|ayer) (?:es|fue) (?:tu|nuestro|su|el) (?:cumple|cumpleanos|aniversario|dia|santo)",
    r"(?:nuestro|tu|el|su) aniversario|(?:navidad|nochebuena|nochevieja|ano nuevo|reyes|semana santa|thanksgiving)",
    r"dia de (?:la madre|las madres|del padre|los padres|san valentin|muertos|los muertos|todos los santos)",
    r"accion de gracias|(?:nacio|ha nacido|ya nacio) (?:el|la|tu) (?:bebe|nino|nina|nieto|nieta)",
    r"quinceanera|quince anos|(?:la|tu|su) (?:boda|bautizo|comunion|graduacion|confirmacion)",
    r"(?:hospital|ingresad[oa]|operacion|la operan|lo operan|quimio|cancer|diagnostico|urgencias|uci|infarto)",
    r"(?:fallecio|murio|se murio|ha muerto|falleci|funeral|entierro|velorio|tanatorio|misa de|cenizas)",
    r"(?:esta) (?:muy )?(?:enferm[oa]|grave|malit[oa]|en las ultimas)",
)

SHOWING_UP: tuple[str, ...] = (
    r"estuve en (?:el|la) (?:entierro|funeral|velorio|boda|ceremonia|grada|cafeteria|graduacion|iglesia|obra)",
    r"te vi (?:subir|bajar|llegar|salir|entrar)|me apunte a tu|no me hagas ir (?:pa|para) (?:alla|alli|ahi)",
    r"(?:nos vemos|te veo|estare|voy a estar) en la (?:boda|fiesta|comunion|graduacion|obra)",
    (
        r"(?:estoy|estaba|estuve|pase|pasaba) (?:en|por|frente a|delante de|afuera de|fuera de|abajo de|enfrente de|"
        r"en la puerta de) (?:tu|su) (?:casa|trabajo|oficina|puerta|portal|edificio|depto|departamento|piso|escuela|"
        r"gimnasio|calle|cole|colegio|barrio)"
    ),
    r"(?:te )?(?:estoy|estaba|te estuve|estuve) esperando (?:afuera|fuera|abajo|en la puerta|en tu|a la salida)",
    r"(?:pase|pasare|voy a pasar|me pase|me paso|paso) (?:por|a) (?:tu|su|la) (?:casa|trabajo|oficina|piso|barrio|puerta)",
    (
        r"(?:te )?(?:deje|he dejado) (?:algo|una carta|una nota|un regalo|flores|tus cosas|un paquete) (?:en|bajo) "
        r"(?:tu|la|su) (?:puerta|buzon|coche|carro|mesa|porteria)"
    ),
    r"te vi (?:en|ayer|hoy|el|por|con|desde|salir|entrar|pasar)",
    r"(?:esta|estan|te (?:las|los|la|lo) deje|las deje|los deje) (?:en|delante de) (?:la|tu) puerta",
    r"(?:estoy|aqui|aca) (?:abajo|afuera|fuera|en tu puerta)|abreme|abre la puerta",
    r"(?:voy|ire|me presento|me voy a presentar|me planto) (?:a|en) (?:tu|su) (?:casa|trabajo|oficina)",
    r"(?:que )?casualidad (?:verte|encontrarte|vernos)",
    r"\[(?:nota|carta|flores|paquete|regalo)[^\]]{0,40}(?:puerta|buzon|felpudo|coche)",
)

NOSTALGIA_BAIT: tuple[str, ...] = (
    r"acuerdate de|como cuando|(?:nuestra|la) primera cita|era nuestro plan|coleccionabas|cuando todavia",
    r"\[[^\]]{0,80}(?:cancion|tema|bailaron|bailamos)",
    r"(?:te )?(?:acuerdas|recuerdas|acordas) (?:de|cuando|lo que|aquel|aquella|esa|ese|la vez|nuestro|nuestra)",
    (
        r"(?:encontre|vi|estaba viendo|estaba mirando|mirando|revisando) (?:una|unas|esta|estas|nuestra|nuestras|viejas|"
        r"las) (?:foto|fotos|cartas|video)"
    ),
    r"(?:nuestra|esa|aquella) cancion|(?:sono|pusieron|escuche|oi) (?:nuestra|esa|la) cancion",
    r"(?:aquellos|esos) (?:tiempos|dias|momentos)|(?:los )?viejos tiempos|que (?:tiempos|recuerdos)",
    r"(?:cuando|donde) nos conocimos",
    r"(?:nuestro|nuestra) (?:primer|primera|viaje|lugar|sitio|restaurante|playa|rincon|casita|perro)",
    r"(?:eramos|fuimos) (?:tan |muy )?felices|como antes",
    r"(?:extrano|echo de menos) (?:lo que teniamos|como eramos|nuestros|nuestras|aquellos|esos)",
)

RAGE: tuple[str, ...] = (
    r"voy a sacar (?:todo|los trapos)|te vas a enterar|no vuelvas a (?:pisar|aparecer|llamar)",
    r"(?:vete|andate|largate|anda) (?:a la mierda|al carajo|al diablo|a la chingada)",
    r"(?:jodete|chingate|chinga tu|hij[oa] de (?:puta|perra)|hdp|ctm|conchetumare|malparid[oa])",
    (
        r"(?:puta|puto|pendej[oa]|cabron|cabrona|maldit[oa]|zorra|mierda|carajo|gilipollas|boludo|boluda|pelotud[oa]|"
        r"huevon|weon|gonorrea|desgraciad[oa])"
    ),
    # An insult, not "fui un idiota" (an apology).
    r"(?<!fui un )(?<!fui una )(?<!sido un )(?<!sido una )(?:imbecil|idiota|estupid[oa])",
    r"te vas a arrepentir|(?:me|nos) (?:las|la) vas a pagar|ya (?:veras|vas a ver)|vas a ver",
    r"ojala (?:te mueras|nunca te|te pase|te vaya mal|te pudras|sufras|te arrepientas)",
    r"(?:te odio|los odio|las odio|te detesto)",
    r"(?:contestame|contesta|responde|respondeme|coge el telefono|agarra el telefono) (?:ya|de una vez|ahora mismo|ahora)",
    r"(?:estoy|me tienes|me tenes) (?:hart[oa]|hasta (?:los|las) (?:narices|huevos|cojones|pelotas))",
    r"te voy a (?:destruir|arruinar|hundir|denunciar|quitar|matar|romper|joder)",
    r"(?#raw)(?-i:\b[A-Z]{4,}(?:\s+[A-Z]{2,}){2,})",
    r"(?#raw)[!?]{3,}",
    r"(?#raw)(?:🤬|😡|😠|🖕){1,}",
)

PROJECTION: tuple[str, ...] = (
    r"(?:tu|vos) (?:eres|sos) (?:la|el) que (?:necesita|quiere|siempre)",
    r"siempre (?:huyendo|desapareciendo|escapando)|no te hagas (?:la|el) sant[oa]",
    r"(?:tu|vos) tambien (?:me )?(?:provocabas|dejaste|fallaste|tienes culpa)",
    (
        r"(?:tu|vos) (?:eres|sos) (?:la|el) (?:egoista|celos[oa]|manipulador|manipuladora|narcisista|toxic[oa]|mentiros[oa]|"
        r"loc[oa]|infiel|abusador|abusadora|controlador[a]?)"
    ),
    _ERES + r" (?:un|una) (?:narcisista|manipulador|manipuladora|mentiros[oa]|egoista|toxic[oa]|controlador[a]?|"
    r"abusador[a]?)",
    r"(?:el|la) (?:narcisista|toxic[oa]|manipulador[a]?|egoista) (?:eres|sos|es) (?:tu|vos|usted)",
    r"(?:tu|vos) (?:me )?(?:manipulas|manipulaste|mientes|mentiste|controlas|controlabas|usas|usaste)",
    r"(?:siempre|solo) (?:piensas|pensas|pensaste) en (?:ti|vos)(?: mism[oa])?",
    r"(?:nunca|no) (?:me )?(?:escuchas|escuchabas|valoras|valoraste|quisiste|amaste)",
    _ERES + r" incapaz de (?:amar|querer|sentir)|(?:tu|vos) no (?:sabes) (?:amar|querer)",
    r"(?:me|nos) (?:estas) (?:manipulando|controlando|usando|mintiendo)",
    r"(?:tu|vos) (?:eres|sos|tienes|tenes) (?:el|un|la) problema",
    r"(?:tu|vos) (?:eres|sos) (?:la|el) que (?:siempre )?(?:miente|mientes|revisaba|engana|enganaba)",
    r"(?:y luego|encima|y despues) (?:el|la) \w+ soy yo",
)

DEVALUATION: tuple[str, ...] = (
    # Praise with the sting in its tail, or a comparison that makes you less.
    r"aunque (?:el|la|los|las) de (?:tu|su) \w+ (?:era|es|eran|son|fue|quedaba) (?:mas|mejor)",
    r"tampoco es " + _QUE + r" (?:sea|fuera) (?:muy |tan )?(?:dificil|gran cosa|para tanto|un logro)",
    r"(?:mucho|muchas|mucha) [\w ]{1,30} y poc[oa] (?:contenido|fondo|sustancia|talento)",
    r"ojala (?:sepa|sepan) (?:en lo|donde|lo) " + _QUE + r" se (?:mete|meten)",
    r"nunca (?:pense|crei) " + _QUE + r" te (?:iban|fueran|fuesen) a (?:contratar|aceptar|dar|elegir|querer)",
    r"(?:te la|te lo) (?:saque|hice|escribi) yo",
    r"a tu edad (?:yo )?ya|(?:te )?(?:quedaba|queda|venia|viene) grande",
    r"(?:que|menuda|vaya) (?:actriz|dramatica|payasa|exagerada)|lagrimitas|lagrimas de cocodrilo",
    r"amargad[oa]|(?:mama|madre|padre|papa) del ano|parece que no tiene (?:madre|padre)",
    r"no (?:pusiste|has puesto|aportaste|pones) ni un (?:peso|euro|duro|centavo|sol)",
    r"ojala (?:esta vez )?no (?:lo|la|los) (?:aburras|espantes|hagas sufrir)",
    r"nadie te (?:va a )?(?:querer|aguantar|soportar|amar|quiere|aguanta|contratar|creer|cree)",
    r"(?:no )?(?:vales) (?:nada|para nada|ni)",
    _ERES + r" (?:un|una) (?:fracasad[oa]|inutil|don nadie|nadie|perdedor[a]?|fracaso|cero a la izquierda|"
    r"pobre diablo|mediocre)",
    _ERES + r" (?:inutil|patetic[oa]|ridicul[oa]|insoportable|fe[oa]|gord[oa]|tont[oa]|mediocre|poca cosa)",
    r"sin mi (?:no )?(?:eres|sos|serias|vales) (?:nada|nadie)",
    (
        r"(?:ese|tu|el|la|esa) (?:trabajo|titulo|ascenso|libro|negocio|carrera|curso|novio|novia) (?:no )?"
        r"(?:es|vale) (?:una mierda|nada|poca cosa|de risa|un chiste)"
    ),
    r"(?:cualquiera|hasta un nino|hasta un mono) (?:puede|podria|sabe) (?:hacer|hacerlo)",
    r"(?:no es|tampoco es) para tanto",
    r"(?:quien) te (?:va a|iba a) (?:querer|contratar|aguantar|creer)",
    r"(?:das|me das) (?:pena|asco|verguenza|lastima)",
    r"mirate|(?:ya )?estas (?:viej[oa]|gord[oa]|acabad[oa])",
    r"nunca te (?:ha importado|importo|importa) nadie",
    r"que risa|me das risa|no me hagas reir",
    r"(?:nunca|jamas) (?:has sido|fuiste|vas a ser|seras) (?:suficiente|nada|nadie|alguien)",
)

HOT_AND_COLD: tuple[str, ...] = (
    r"no quise decir (?:eso|eso ultimo|lo " + _QUE + r" dije)",
    r"te (?:quiero|amo)(?: mucho)? aunque (?:seas|sos|eres)|(?:eres|sos) (?:buena|buen|una buena|un buen) (?:madre|padre|persona|hija|hijo)[.!,]* aunque",
    r"(?:perdon|perdona|disculpa) por lo de (?:ayer|antes|anoche|esta manana)",
    r"(?:olvida|olvidate de|olvidate) lo " + _QUE + r" (?:dije|te dije|escribi)",
    r"(?:no )?(?:te )?(?:quiero|amo|odio) (?:pero|y) (?:te )?(?:odio|quiero|amo)",
    r"un dia (?:me )?(?:quieres|amas|buscas) y (?:al otro|otro dia)",
)

# Words about self-harm or suicide, for the calm safety note (matching.mentions_self_harm).
SELF_HARM: tuple[str, ...] = (
    (
        r"(?:me )?(?:quiero|voy a|pienso|tengo ganas de) (?:morir(?:me)?|matar(?:me)?|suicidar(?:me)?|quitar(?:me)? la vida|"
        r"desaparecer para siempre|hacerme dano)"
    ),
    r"(?:me )?(?:mato|suicido)(?= si|[.!?,]|$)|suicid\w*|quitarme la vida",
    r"no quiero (?:vivir|seguir viviendo|seguir|estar aqui|despertar)(?= mas|[.!?,]|$)",
    r"me tiro (?:por|de|desde) (?:la ventana|el puente|el balcon|la azotea)|tirarme (?:por|de|desde)",
    r"se (?:va|van) a (?:quitar la vida|matar|suicidar)",
    r"(?:hacerme|me hago|me hice) dano|me (?:voy a|quiero) hacer dano",
    r"(?:cortarme|me corto|me corte) (?:las venas|los brazos|las munecas)",
    r"(?:no|ya no) (?:le )?(?:encuentro|tiene) sentido (?:a )?(?:la vida|vivir|seguir)",
    r"(?:estarias|estarian|estaran) mejor sin mi|mejor (?:me muero|estar muert[oa])",
)

# Signs of danger, for the help-now block (matching.mentions_danger; rules/danger.py is
# the English list): a threat to kill or hurt, a weapon, knowing where you are.
DANGER: tuple[str, ...] = (
    r"(?:te|los|les|la|lo) (?:voy a|vamos a|va a|iba a|quiero) (?:matar|apunalar|pegar un tiro|ahorcar|estrangular|hacer dano)",
    r"te mato|estas muert[oa]|(?:me|nos) (?:va|iba|quiere) a matar|amenaz\w* (?:con|de) matar\w*",
    r"cuchillos?|navajas?|pistolas?|armas?(?! de doble filo)|escopetas?|rifles?|balas?",
    r"(?:se|sabemos) donde (?:vives|estas|trabajas|duermes)|sabe donde (?:vivo|estoy|trabajo)",
    r"(?:te|me) (?:estoy|esta|estan|ha estado|he estado) (?:siguiendo|vigilando)|localizador|rastreador",
    r"no tengo nada que perder|si no eres mia|si no eres mio",
    r"amenaz\w* (?:con|de) (?:hacer\w* dano|pegar\w*|matar\w*|quitar\w* (?:a )?(?:los|mis|tus) hijos)",
    r"me (?:empujo|pego|golpeo|pateo|ahorco|estrangulo|agarro del cuello)|bofetadas?|punetazos?",
    r"te (?:estoy|estamos) (?:viendo|mirando)(?: ahora)?",
    r"(?:voy|vamos|va|iba) a hacer(?:le|te|les)? dano|(?:me )?apret\w* el cuello|(?:me )?agarr\w* del cuello|casi me desmayo",
    r"entr\w* (?:en|a) (?:mi|tu) (?:casa|piso|coche|apartamento)|(?:te|les|le) va a pasar algo|no (?:lo|la) (?:va|vas) a contar",
)

# Words that tie talk of self-harm to the reader (safety.py; rules/self_harm.TIED_TO_YOU).
TIED_TO_YOU: tuple[str, ...] = (
    r"si (?:no )?(?:vuelves|vuelvo|regresas|me dejas|contestas|me bloqueas)|si (?:lo|la) dejo|si me voy|por tu culpa|sin ti",
    r"si no me (?:contestas|respondes|llamas|hablas)|(?:es|sera|va a ser) tu culpa",
)

# Every tactic, in display order (the same slugs as the English rules).
RULES: dict[str, tuple[str, ...]] = {
    "hoovering": HOOVERING,
    "baiting": BAITING,
    "vague-posting": VAGUE_POSTING,
    "surveillance": SURVEILLANCE,
    "guilt-tripping": GUILT_TRIPPING,
    "pity-play": PITY_PLAY + SELF_HARM,
    "smear-campaign": SMEAR_CAMPAIGN,
    "flying-monkeys": FLYING_MONKEYS,
    "triangulation": TRIANGULATION,
    "breadcrumbing": BREADCRUMBING,
    "strategic-silence": STRATEGIC_SILENCE,
    "love-bombing": LOVE_BOMBING,
    "fake-apology": FAKE_APOLOGY,
    "gaslighting": GASLIGHTING,
    "blame-reversal": BLAME_REVERSAL,
    "timed-contact": TIMED_CONTACT,
    "showing-up": SHOWING_UP,
    "nostalgia-bait": NOSTALGIA_BAIT,
    "rage": RAGE,
    "projection": PROJECTION,
    "devaluation": DEVALUATION,
    "hot-and-cold": HOT_AND_COLD,
}

# As in English: warm and hostile wording in one message is the switch itself.
WARM = ("love-bombing", "fake-apology", "nostalgia-bait")
HOSTILE = ("rage", "devaluation")
